package com.harbor.sched;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

public final class Main {
    public static void main(String[] args) throws IOException {
        Path confPath = Path.of(args.length > 0 ? args[0] : "conf/scheduler.properties");
        Log.info("loading " + confPath);
        Properties conf = new Properties();
        try (Reader r = Files.newBufferedReader(confPath)) {
            conf.load(r);
        }
        Scheduler scheduler = new Scheduler(conf);
        try {
            scheduler.start();
        } catch (RuntimeException | ExceptionInInitializerError e) {
            throw new IllegalStateException("scheduler '" + scheduler.name() + "' failed to start", e);
        }
    }
}
