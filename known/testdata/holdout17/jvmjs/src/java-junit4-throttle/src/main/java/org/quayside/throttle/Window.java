package org.quayside.throttle;

import java.util.ArrayDeque;

/** counts events in the last windowMs milliseconds */
public class Window {
    private final long windowMs;
    private final ArrayDeque<Long> stamps = new ArrayDeque<>();

    public Window(long windowMs) {
        this.windowMs = windowMs;
    }

    public int record(long nowMs) {
        stamps.addLast(nowMs);
        while (!stamps.isEmpty() && stamps.peekFirst() <= nowMs - windowMs) {
            stamps.removeFirst();
        }
        return stamps.size();
    }
}
