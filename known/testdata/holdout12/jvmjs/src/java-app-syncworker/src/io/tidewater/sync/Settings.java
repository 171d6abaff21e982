package io.tidewater.sync;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;

public final class Settings {
    final String sourceUrl;
    final int batchSize;
    final Duration pollInterval;
    final int maxRetries;

    private Settings(Properties p) {
        sourceUrl = p.getProperty("source.url");
        batchSize = Integer.parseInt(p.getProperty("batch.size", "100"));
        pollInterval = Duration.ofSeconds(Long.parseLong(p.getProperty("poll.interval.seconds", "60")));
        maxRetries = Integer.parseInt(p.getProperty("max.retries", "3"));
    }

    static Settings load(Path file) {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
            return new Settings(p);
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("cannot load settings from " + file, e);
        }
    }
}
