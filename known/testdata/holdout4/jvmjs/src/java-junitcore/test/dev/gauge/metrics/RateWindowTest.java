package dev.gauge.metrics;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class RateWindowTest {
    @Test
    public void countsInsideWindow() {
        RateWindow w = new RateWindow(1000);
        w.mark(100);
        w.mark(200);
        w.mark(900);
        assertEquals(3.0, w.perSecond(950), 1e-9);
    }

    @Test
    public void evictsOld() {
        RateWindow w = new RateWindow(1000);
        w.mark(0);
        w.mark(500);
        assertEquals(1.0, w.perSecond(1200), 1e-9);
    }

    @Test
    public void longerWindowScales() {
        RateWindow w = new RateWindow(10_000);
        for (int i = 0; i < 50; i++) {
            w.mark(i * 100L);
        }
        assertEquals(5.0, w.perSecond(5000), 1e-9);
    }
}
