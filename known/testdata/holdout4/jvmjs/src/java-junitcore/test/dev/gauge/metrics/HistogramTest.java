package dev.gauge.metrics;

import static org.junit.Assert.assertEquals;

import org.junit.Before;
import org.junit.Test;

public class HistogramTest {
    private Histogram h;

    @Before
    public void setUp() {
        h = new Histogram(10, 50, 100, 500);
    }

    @Test
    public void bucketsByUpperBound() {
        h.record(10);
        h.record(11);
        h.record(499);
        h.record(9000);
        assertEquals(1, h.count(0));
        assertEquals(1, h.count(1));
        assertEquals(1, h.count(3));
        assertEquals(1, h.count(4));
    }

    @Test
    public void p50AndP99() {
        for (int i = 0; i < 98; i++) {
            h.record(5);
        }
        h.record(80);
        h.record(700);
        assertEquals(10, h.percentile(50));
        assertEquals(100, h.percentile(99));
    }

    @Test
    public void mean() {
        h.record(10);
        h.record(30);
        assertEquals(20, h.mean());
    }

    @Test
    public void summaryOfIdleEndpoint() {
        // an endpoint with no traffic reports zeros, not an exception
        assertEquals(0, h.total());
        assertEquals(0, h.mean());
    }
}
