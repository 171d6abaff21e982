package net.parcelpost.api;

import static org.junit.Assert.assertEquals;

import java.time.LocalDate;
import org.junit.Test;

public class EtaCalculatorTest {
    @Test
    public void nextDay() {
        assertEquals(LocalDate.of(2024, 3, 5), new EtaCalculator(1).eta(LocalDate.of(2024, 3, 4)));
    }

    @Test
    public void zeroDays() {
        assertEquals(LocalDate.of(2024, 3, 4), new EtaCalculator(0).eta(LocalDate.of(2024, 3, 4)));
    }

    @Test
    public void deliversOnSaturdays() {
        // collected Thursday 7 March, two working days: Friday, then Saturday
        assertEquals(LocalDate.of(2024, 3, 9), new EtaCalculator(2).eta(LocalDate.of(2024, 3, 7)));
    }
}
