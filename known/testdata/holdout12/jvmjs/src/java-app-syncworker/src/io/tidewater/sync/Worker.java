package io.tidewater.sync;

class Worker {
    private final Settings settings;
    private final boolean dryRun;

    Worker(Settings settings, boolean dryRun) {
        this.settings = settings;
        this.dryRun = dryRun;
    }

    void runOnce() {
        System.out.printf("cycle: batch %d, poll every %ss, %d retries%s%n", settings.batchSize,
                settings.pollInterval.toSeconds(), settings.maxRetries, dryRun ? " (dry run)" : "");
    }
}
