package org.shiftplan;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.time.DayOfWeek;
import java.time.LocalTime;
import org.junit.Test;

public class ShiftTest {
    @Test
    public void dayShiftMinutes() {
        Shift s = new Shift("ana", DayOfWeek.MONDAY, LocalTime.of(8, 0), LocalTime.of(16, 30));
        assertEquals(510, s.minutes());
        assertFalse(s.overnight());
    }

    @Test
    public void overnightShiftWrapsMidnight() {
        Shift s = new Shift("ben", DayOfWeek.FRIDAY, LocalTime.of(22, 0), LocalTime.of(6, 0));
        assertEquals(480, s.minutes());
        assertTrue(s.overnight());
    }

    @Test(expected = IllegalArgumentException.class)
    public void emptyShiftRejected() {
        new Shift("cy", DayOfWeek.SUNDAY, LocalTime.NOON, LocalTime.NOON);
    }
}
