package io.feedsync;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Properties;

final class Settings {
    private static final Properties PROPS = load(Path.of(System.getProperty("feedsync.conf", "conf/feedsync.properties")));
    static final Duration POLL_INTERVAL = duration("poll.interval");
    static final int RETRY_MAX = Integer.parseInt(PROPS.getProperty("retry.max", "3"));

    private Settings() {}

    static String get(String key) {
        return PROPS.getProperty(key);
    }

    private static Properties load(Path file) {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    private static Duration duration(String key) {
        String raw = PROPS.getProperty(key);
        try {
            return Duration.parse(raw);
        } catch (DateTimeParseException e) {
            throw new IllegalStateException("setting " + key + " is not an ISO-8601 duration: " + raw, e);
        }
    }
}
