package net.relaybox.throttle;

/** A token bucket: capacity tokens, refilled at ratePerSecond. */
public final class TokenBucket {
    private final int capacity;
    private final int ratePerSecond;
    private final Clock clock;
    private double tokens;
    private long lastRefillMillis;

    public interface Clock {
        long millis();
    }

    public TokenBucket(int capacity, int ratePerSecond, Clock clock) {
        this.capacity = capacity;
        this.ratePerSecond = ratePerSecond;
        this.clock = clock;
        this.tokens = capacity;
        this.lastRefillMillis = clock.millis();
    }

    private void refill() {
        long now = clock.millis();
        long elapsed = now - lastRefillMillis;
        long add = elapsed / 1000 * ratePerSecond;
        if (add > 0) {
            tokens = Math.min(capacity, tokens + add);
            lastRefillMillis = now;
        }
    }

    public synchronized boolean tryAcquire() {
        refill();
        if (tokens >= 1) {
            tokens -= 1;
            return true;
        }
        return false;
    }

    /** Blocks until a token is available. */
    public void acquire() throws InterruptedException {
        while (!tryAcquire()) {
            Thread.sleep(5);
        }
    }

    public synchronized double available() {
        refill();
        return tokens;
    }
}
