package dev.gauge.metrics;

import java.util.ArrayDeque;
import java.util.Deque;

/** Events per second over a sliding window. */
public final class RateWindow {
    private final long windowMillis;
    private final Deque<Long> stamps = new ArrayDeque<>();

    public RateWindow(long windowMillis) {
        this.windowMillis = windowMillis;
    }

    public void mark(long nowMillis) {
        stamps.addLast(nowMillis);
        evict(nowMillis);
    }

    public double perSecond(long nowMillis) {
        evict(nowMillis);
        return stamps.size() * 1000.0 / windowMillis;
    }

    private void evict(long nowMillis) {
        while (!stamps.isEmpty() && stamps.peekFirst() <= nowMillis - windowMillis) {
            stamps.removeFirst();
        }
    }
}
