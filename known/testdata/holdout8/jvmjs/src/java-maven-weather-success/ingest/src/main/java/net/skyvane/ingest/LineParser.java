package net.skyvane.ingest;

import java.time.Instant;
import net.skyvane.model.Reading;

/** Parses the loggers' line protocol: STATION|epoch|temp|hum|press|wind */
public final class LineParser {
    public Reading parse(String line) {
        String[] f = line.split("\\|");
        if (f.length != 6) {
            throw new IllegalArgumentException("expected 6 fields, got " + f.length + ": " + line);
        }
        return new Reading(f[0], Instant.ofEpochSecond(Long.parseLong(f[1])), Integer.parseInt(f[2]),
                Integer.parseInt(f[3]), Integer.parseInt(f[4]), Integer.parseInt(f[5]));
    }
}
