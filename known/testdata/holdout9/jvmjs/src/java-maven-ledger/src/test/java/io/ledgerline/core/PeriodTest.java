package io.ledgerline.core;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PeriodTest {
    @Test
    void containsDaysOfItsMonth() {
        Period p = Period.of(2024, 2);
        assertTrue(p.contains(LocalDate.of(2024, 2, 29)));
        assertFalse(p.contains(LocalDate.of(2024, 3, 1)));
    }

    @Test
    void otherYearSameMonth() {
        assertFalse(Period.of(2023, 2).contains(LocalDate.of(2024, 2, 1)));
    }
}
