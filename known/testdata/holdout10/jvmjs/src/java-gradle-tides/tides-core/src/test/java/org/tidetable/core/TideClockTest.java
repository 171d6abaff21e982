package org.tidetable.core;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class TideClockTest {
    @Test
    public void formatsMorning() {
        assertEquals("06:05", TideClock.format(365));
    }

    @Test
    public void untilSameDay() {
        assertEquals(125, TideClock.until(600, 725));
    }

    @Test
    public void untilPastMidnight() {
        assertEquals(90, TideClock.until(23 * 60, 30));
    }
}
