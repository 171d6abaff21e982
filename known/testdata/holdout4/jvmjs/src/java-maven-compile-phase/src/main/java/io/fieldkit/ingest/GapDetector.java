package io.fieldkit.ingest;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

public final class GapDetector {
    private final Duration maxGap;

    public GapDetector(Duration maxGap) {
        this.maxGap = maxGap;
    }

    public List<Duration> gaps(List<Reading> readings) {
        List<Duration> out = new ArrayList<>();
        for (int i = 1; i < readings.size(); i++) {
            Duration d = Duration.between(readings.get(i - 1).at(), readings.get(i).at());
            if (d.compareTo(maxGap) > 0) {
                out.add(d);
            }
        }
        return out;
    }
}
