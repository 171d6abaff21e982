package io.waypost.geofence;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Fences bucketed by a coarse grid cell, so a lookup checks only nearby fences. */
public class FenceIndex {
    private static final double CELL_DEGREES = 0.5;
    private final Map<Long, List<Fence>> cells = new HashMap<>();

    public void add(Fence f) {
        Long cell = new Long(cellOf(f.centre()));
        cells.computeIfAbsent(cell, k -> new ArrayList<>()).add(f);
    }

    public List<Fence> containing(LatLon p) {
        List<Fence> out = new ArrayList<>();
        for (long cell : neighbours(cellOf(p))) {
            for (Fence f : cells.getOrDefault(cell, List.of())) {
                if (f.contains(p)) {
                    out.add(f);
                }
            }
        }
        return out;
    }

    static long cellOf(LatLon p) {
        long row = (long) Math.floor((p.lat() + 90) / CELL_DEGREES);
        long col = (long) Math.floor((p.lon() + 180) / CELL_DEGREES);
        return row * 1000 + col;
    }

    private static long[] neighbours(long cell) {
        long[] out = new long[9];
        int i = 0;
        for (long dr = -1; dr <= 1; dr++) {
            for (long dc = -1; dc <= 1; dc++) {
                out[i++] = cell + dr * 1000 + dc;
            }
        }
        return out;
    }
}
