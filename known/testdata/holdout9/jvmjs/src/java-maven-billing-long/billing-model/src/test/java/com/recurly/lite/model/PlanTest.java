package com.recurly.lite.model;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PlanTest {
    @ParameterizedTest
    @ValueSource(strings = {"pro-monthly", "team-yearly", "starter", "enterprise-2024"})
    void acceptsCodes(String code) {
        assertEquals(code, new Plan(code, Money.of("10", "EUR"), Interval.MONTHLY).code());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Pro", "team yearly", "", "x_y"})
    void rejectsCodes(String code) {
        assertThrows(IllegalArgumentException.class, () -> new Plan(code, Money.of("10", "EUR"), Interval.MONTHLY));
    }
}
