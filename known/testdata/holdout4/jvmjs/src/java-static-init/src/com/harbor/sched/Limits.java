package com.harbor.sched;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/** Limits shared by every job, read once from conf/limits.properties. */
final class Limits {
    static final int TIMEOUT_SECONDS;
    static final int MAX_RETRIES;

    static {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(Path.of("conf", "limits.properties"))) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        TIMEOUT_SECONDS = Integer.parseInt(p.getProperty("job.timeout.seconds", "60"));
        MAX_RETRIES = Integer.parseInt(p.getProperty("job.max.retries", "0"));
    }

    private Limits() {}
}
