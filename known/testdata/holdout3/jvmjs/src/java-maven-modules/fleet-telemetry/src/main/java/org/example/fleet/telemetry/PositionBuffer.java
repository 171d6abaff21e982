package org.example.fleet.telemetry;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import org.example.fleet.model.Position;

public final class PositionBuffer {
    private final int limit;
    private final Deque<Position> buf = new ArrayDeque<>();

    public PositionBuffer(int limit) {
        this.limit = limit;
    }

    public synchronized void add(Position p) {
        if (buf.size() == limit) {
            buf.removeFirst();
        }
        buf.addLast(p);
    }

    public synchronized Optional<Position> latest() {
        return buf.peekLast();
    }
}
