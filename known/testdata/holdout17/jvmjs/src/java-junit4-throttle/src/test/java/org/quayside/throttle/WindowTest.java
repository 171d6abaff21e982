package org.quayside.throttle;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class WindowTest {
    @Test
    public void countsInsideTheWindow() {
        Window w = new Window(1000);
        assertEquals(1, w.record(0));
        assertEquals(2, w.record(400));
        assertEquals(3, w.record(900));
    }

    @Test
    public void dropsExpiredStamps() {
        Window w = new Window(1000);
        w.record(0);
        w.record(500);
        assertEquals(2, w.record(1200));
    }
}
