package dev.backoff.retry;

import java.time.Duration;

public final class Backoff {
    private final Duration base;
    private final Duration cap;
    private final double factor;

    public Backoff(Duration base, Duration cap, double factor) {
        this.base = base;
        this.cap = cap;
        this.factor = factor;
    }

    public Duration delay(int attempt) {
        double ms = base.toMillis() * Math.pow(factor, attempt - 1);
        return Duration.ofMillis((long) Math.min(ms, cap.toMillis()));
    }
}
