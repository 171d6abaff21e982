package org.quayside.throttle;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class LatencyStatsTest {
    private static final double[] SAMPLE = {12, 15, 11, 40, 13, 14, 95, 16, 12, 13};

    @Test
    public void mean() {
        assertEquals(24.1, LatencyStats.mean(SAMPLE), 1e-9);
    }

    @Test
    public void medianIsNearestRank() {
        assertEquals(13.0, LatencyStats.percentile(SAMPLE, 50), 1e-9);
    }

    @Test
    public void p99IsTheSlowestOfTen() {
        assertEquals(95.0, LatencyStats.percentile(SAMPLE, 99), 1e-9);
    }
}
