package com.acme.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DiscountTest {
    @Test
    void tenPercent() {
        assertEquals(900, Discount.apply(1000, 10));
    }

    @Test
    void roundsHalfUp() {
        assertEquals(667, Discount.apply(999, 33), "33% off 9.99");
    }

    @Test
    void zero() {
        assertEquals(1000, Discount.apply(1000, 0));
    }
}
