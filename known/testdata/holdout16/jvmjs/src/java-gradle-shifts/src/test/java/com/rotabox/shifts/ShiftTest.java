package com.rotabox.shifts;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.time.LocalTime;
import org.junit.Test;

public class ShiftTest {
    private static Shift shift(String from, String to, int breakMinutes) {
        return new Shift(LocalTime.parse(from), LocalTime.parse(to), breakMinutes);
    }

    @Test
    public void dayShiftLessBreak() {
        assertEquals(450, shift("09:00", "17:00", 30).paidMinutes());
    }

    @Test
    public void overnightShift() {
        assertEquals("22:00 to 06:00 with a 30 minute break", 450, shift("22:00", "06:00", 30).paidMinutes());
    }

    @Test
    public void nightShiftDetected() {
        assertTrue(shift("22:00", "06:00", 30).isNight());
    }

    @Test
    public void earlyShiftIsNotNight() {
        assertFalse(shift("06:00", "14:00", 30).isNight());
    }
}
