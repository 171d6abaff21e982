package org.quayside.throttle;

/** A token bucket refilled continuously at ratePerSecond, holding at most capacity tokens. */
public class TokenBucket {
    private final int capacity;
    private final int ratePerSecond;
    private double tokens;
    private long lastNanos;

    public TokenBucket(int capacity, int ratePerSecond) {
        this.capacity = capacity;
        this.ratePerSecond = ratePerSecond;
        this.tokens = capacity;
        this.lastNanos = System.nanoTime();
    }

    private void refill() {
        long now = System.nanoTime();
        long elapsedMs = (now - lastNanos) / 1_000_000;
        tokens = Math.min(capacity, tokens + elapsedMs / 1000 * ratePerSecond);
        lastNanos = now;
    }

    public synchronized boolean tryAcquire() {
        refill();
        if (tokens >= 1) {
            tokens -= 1;
            return true;
        }
        return false;
    }

    /** blocks until a token is available */
    public void acquire() throws InterruptedException {
        while (!tryAcquire()) {
            Thread.sleep(5);
        }
    }
}
