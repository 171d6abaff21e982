package io.example.retry;

public interface Backoff {
    long delayMillis(int attempt);

    static Backoff fixed(long millis) {
        return attempt -> millis;
    }

    static Backoff exponential(long baseMillis, long capMillis) {
        return attempt -> Math.min(capMillis, baseMillis * (1L << Math.min(attempt - 1, 30)));
    }
}
