package dev.backoff.retry;

import java.util.concurrent.Callable;

public final class RetryPolicy {
    private final int maxAttempts;
    private final Backoff backoff;
    private final Sleeper sleeper;

    public interface Sleeper { void sleep(long millis) throws InterruptedException; }

    public RetryPolicy(int maxAttempts, Backoff backoff, Sleeper sleeper) {
        this.maxAttempts = maxAttempts;
        this.backoff = backoff;
        this.sleeper = sleeper;
    }

    public <T> T call(Callable<T> task) throws Exception {
        Exception last = null;
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            try {
                return task.call();
            } catch (Exception e) {
                last = e;
                System.err.println("retry: attempt " + attempt + "/" + maxAttempts + " failed with error: " + e.getMessage());
                if (attempt < maxAttempts) sleeper.sleep(backoff.delay(attempt).toMillis());
            }
        }
        throw last;
    }
}
