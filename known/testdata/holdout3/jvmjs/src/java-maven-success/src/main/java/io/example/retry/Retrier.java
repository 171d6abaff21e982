package io.example.retry;

import java.util.concurrent.Callable;

public final class Retrier {
    public interface Sleeper { void sleep(long millis) throws InterruptedException; }

    private final RetryPolicy policy;
    private final Sleeper sleeper;

    public Retrier(RetryPolicy policy, Sleeper sleeper) {
        this.policy = policy;
        this.sleeper = sleeper;
    }

    public <T> T call(Callable<T> task) throws Exception {
        Exception last = null;
        for (int attempt = 1; attempt <= policy.maxAttempts; attempt++) {
            try {
                return task.call();
            } catch (Exception e) {
                last = e;
                System.err.println("ERROR io.example.retry.Retrier - attempt " + attempt + "/" + policy.maxAttempts
                        + " failed: " + e);
                if (!policy.shouldRetry(e) || attempt == policy.maxAttempts) {
                    break;
                }
                sleeper.sleep(policy.backoff.delayMillis(attempt));
            }
        }
        throw last;
    }

    public static Retrier legacy(int attempts) {
        return new Retrier(new RetryPolicy(attempts, Backoff.fixed(100)).when(t -> true), Thread::sleep);
    }
}
