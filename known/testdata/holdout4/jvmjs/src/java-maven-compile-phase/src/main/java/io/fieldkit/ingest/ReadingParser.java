package io.fieldkit.ingest;

import java.time.Instant;
import java.util.Optional;

public final class ReadingParser {
    private ReadingParser() {}

    /** Parses "sensor;epochSeconds;celsius", empty when the line is a comment. */
    public static Optional<Reading> parse(String line) {
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.startsWith("#")) {
            return Optional.empty();
        }
        String[] parts = trimmed.split(";");
        if (parts.length != 3) {
            throw new IllegalArgumentException("expected 3 fields: " + line);
        }
        Instant at = Instant.ofEpochSecond(Long.parseLong(parts[1]));
        return Optional.of(new Reading(parts[0], at, Double.parseDouble(parts[2])));
    }
}
