package org.quayside.throttle;

import java.util.Arrays;

public final class LatencyStats {
    private LatencyStats() {
    }

    public static double mean(double[] ms) {
        return Arrays.stream(ms).average().orElse(0);
    }

    /** nearest-rank percentile, p in (0, 100] */
    public static double percentile(double[] ms, double p) {
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[rank - 2 < 0 ? 0 : rank - 2];
    }
}
