package io.gatekeep;

/** Requests per minute bucketed by second, for the dashboard's sparkline. */
public final class Window {
    private final int[] perSecond = new int[60];

    public void record(int second) {
        perSecond[second % 60]++;
    }

    /** Counts summed over consecutive slices of `width` seconds. */
    public int[] slices(int width) {
        int[] out = new int[60 / width];
        for (int s = 1; s < 60; s++) {
            out[s / width] += perSecond[s];
        }
        return out;
    }
}
