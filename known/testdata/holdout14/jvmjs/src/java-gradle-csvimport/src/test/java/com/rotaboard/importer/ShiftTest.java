package com.rotaboard.importer;

import static org.junit.Assert.assertEquals;

import java.time.LocalDate;
import java.time.LocalTime;
import org.junit.Test;

public class ShiftTest {
    @Test
    public void overnightShift() {
        Shift s = new Shift("Ana", LocalDate.of(2025, 3, 1), LocalTime.of(22, 0), LocalTime.of(6, 0));
        assertEquals(480, s.minutes());
    }
}
