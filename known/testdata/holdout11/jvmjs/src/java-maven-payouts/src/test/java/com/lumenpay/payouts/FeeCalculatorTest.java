package com.lumenpay.payouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FeeCalculatorTest {
    private final FeeCalculator visa = new FeeCalculator("1.4", 20);

    @Test
    void roundsTheVariablePartHalfUp() {
        // 1.4 % of 1750 cents is 24.5 cents
        assertEquals(45, visa.feeCents(1750));
    }

    @Test
    void smallAmountsPayTheFixedPart() {
        assertEquals(20, visa.feeCents(10));
    }
}
