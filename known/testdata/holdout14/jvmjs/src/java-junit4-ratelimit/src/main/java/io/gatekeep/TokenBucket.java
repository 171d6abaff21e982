package io.gatekeep;

/** A token bucket: capacity tokens, refilled at ratePerSecond, driven by a caller-supplied clock. */
public final class TokenBucket {
    private final int capacity;
    private final double ratePerSecond;
    private double tokens;
    private long lastNanos;

    public TokenBucket(int capacity, double ratePerSecond, long nowNanos) {
        this.capacity = capacity;
        this.ratePerSecond = ratePerSecond;
        this.tokens = capacity;
        this.lastNanos = nowNanos;
    }

    public synchronized boolean tryTake(long nowNanos) {
        refill(nowNanos);
        if (tokens >= 1) {
            tokens -= 1;
            return true;
        }
        return false;
    }

    private void refill(long nowNanos) {
        double elapsed = (nowNanos - lastNanos) / 1e9;
        tokens = Math.min(capacity, tokens + elapsed * ratePerSecond);
        lastNanos = nowNanos;
    }

    public synchronized int available(long nowNanos) {
        refill(nowNanos);
        return (int) Math.ceil(tokens);
    }
}
