package com.clockrow.timesheets;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class ShiftTest {
    @Test
    public void dayShift() { assertEquals(510, new Shift("a", 480, 990).minutes()); }

    @Test
    public void overMidnight() { assertEquals(480, new Shift("a", 1320, 360).minutes()); }
}
