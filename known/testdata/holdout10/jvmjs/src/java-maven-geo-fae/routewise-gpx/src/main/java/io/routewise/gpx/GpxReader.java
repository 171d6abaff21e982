package io.routewise.gpx;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A small GPX reader for the track points our devices write (one trkpt per line). */
public final class GpxReader {
    private static final Pattern TRKPT = Pattern.compile(
            "<trkpt lat=\"([-0-9.]+)\" lon=\"([-0-9.]+)\"><ele>([-0-9.]+)</ele><time>([^<]+)</time></trkpt>");

    public List<TrackPoint> read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    public List<TrackPoint> parse(String xml) {
        List<TrackPoint> points = new ArrayList<>();
        Matcher m = TRKPT.matcher(xml);
        while (m.find()) {
            points.add(new TrackPoint(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                    Double.parseDouble(m.group(3)), Instant.parse(m.group(4))));
        }
        return points;
    }
}
