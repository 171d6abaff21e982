package com.brightdesk.payouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class SplitTest {
    private static List<BigDecimal> money(String... values) {
        return java.util.Arrays.stream(values).map(BigDecimal::new).toList();
    }

    @Test
    void equalBetweenTwo() {
        assertEquals(money("50.00", "50.00"), Split.equal(new BigDecimal("100.00"), 2));
    }

    @Test
    void equalBetweenThreeGivesTheCentToTheFirst() {
        assertEquals(money("33.34", "33.33", "33.33"), Split.equal(new BigDecimal("100.00"), 3));
    }

    @Test
    void rejectsNoPartners() {
        assertThrows(IllegalArgumentException.class, () -> Split.equal(new BigDecimal("10.00"), 0));
    }

    @Test
    void weightedSixtyForty() {
        assertEquals(money("60.00", "40.00"), Split.weighted(new BigDecimal("100.00"), 60, 40));
    }

    @Test
    void weightedMustAddUpToHundred() {
        assertThrows(IllegalArgumentException.class, () -> Split.weighted(new BigDecimal("100.00"), 60, 30));
    }
}
