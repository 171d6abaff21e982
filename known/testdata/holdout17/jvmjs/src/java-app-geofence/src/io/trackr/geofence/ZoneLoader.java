package io.trackr.geofence;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public final class ZoneLoader {
    private ZoneLoader() {
    }

    public static List<Zone> load(Path csv) {
        try {
            List<Zone> zones = new ArrayList<>();
            for (String row : Files.readAllLines(csv)) {
                if (row.startsWith("name,") || row.isBlank()) {
                    continue;
                }
                String[] f = row.split(",");
                zones.add(new Zone(f[0], Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3])));
            }
            return zones;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load zones from " + csv, e);
        }
    }
}
