package io.tidewater.sync;

import java.nio.file.Path;

public class Main {
    public static void main(String[] args) {
        Path config = Path.of("worker.properties");
        boolean dryRun = false;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--config")) {
                config = Path.of(args[++i]);
            } else if (args[i].equals("--dry-run")) {
                dryRun = true;
            }
        }
        System.out.println("sync-worker 0.9.2 starting (dry run: " + dryRun + ")");
        System.out.println("reading " + config);
        Settings s = Settings.load(config);
        new Worker(s, dryRun).runOnce();
    }
}
