package com.tallyhouse.invoice;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class BillingPeriodTest {
    @Test
    void parsesFirstAndLastDay() {
        BillingPeriod p = BillingPeriod.parse("2024-03-01..2024-03-31");
        assertAll("period",
            () -> assertEquals(LocalDate.of(2024, 3, 1), p.first(), "first"),
            () -> assertEquals(LocalDate.of(2024, 3, 31), p.last(), "last"));
    }

    @Test
    void singleDayPeriod() {
        assertEquals(1, BillingPeriod.parse("2024-02-29..2024-02-29").days());
    }

    @Test
    void rejectsTextWithoutDots() {
        assertThrows(IllegalArgumentException.class, () -> BillingPeriod.parse("2024-03"));
    }

    @Test
    void containsBothEnds() {
        BillingPeriod p = BillingPeriod.parse("2024-03-31..2024-03-01");
        assertTrue(p.contains(LocalDate.of(2024, 3, 1)));
        assertTrue(p.contains(LocalDate.of(2024, 3, 31)));
        assertFalse(p.contains(LocalDate.of(2024, 4, 1)));
    }
}
