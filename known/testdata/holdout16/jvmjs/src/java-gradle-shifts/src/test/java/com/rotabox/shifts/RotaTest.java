package com.rotabox.shifts;

import static org.junit.Assert.assertEquals;

import java.time.LocalTime;
import org.junit.Test;

public class RotaTest {
    @Test
    public void weekOfDayShifts() {
        Rota r = new Rota();
        for (int i = 0; i < 5; i++) {
            r.add(new Shift(LocalTime.of(9, 0), LocalTime.of(17, 30), 30));
        }
        assertEquals(40, r.paidHours());
    }

    @Test
    public void countsNightShifts() {
        Rota r = new Rota();
        r.add(new Shift(LocalTime.of(9, 0), LocalTime.of(17, 0), 30));
        r.add(new Shift(LocalTime.of(21, 0), LocalTime.of(23, 30), 0));
        r.add(new Shift(LocalTime.of(20, 0), LocalTime.of(23, 0), 0));
        assertEquals(2, r.nightShifts());
    }
}
