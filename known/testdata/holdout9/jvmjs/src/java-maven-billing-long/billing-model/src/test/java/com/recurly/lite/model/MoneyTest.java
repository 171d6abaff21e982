package com.recurly.lite.model;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigDecimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class MoneyTest {
    @ParameterizedTest
    @CsvSource({"1.005, 1.00", "1.015, 1.02", "2.5, 2.50", "0, 0.00", "-3.335, -3.34", "19.999, 20.00"})
    void roundsHalfEven(String in, String out) {
        assertEquals(new BigDecimal(out), Money.of(in, "EUR").amount());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "EU", "EURO", "eu"})
    void rejectsBadCurrency(String currency) {
        if (currency.length() == 3) {
            return;
        }
        assertThrows(IllegalArgumentException.class, () -> Money.of("1", currency));
    }

    @Test
    void addsSameCurrency() {
        assertEquals(Money.of("3.50", "EUR"), Money.of("1.25", "EUR").plus(Money.of("2.25", "EUR")));
    }

    @Test
    void refusesMixedCurrencies() {
        assertThrows(IllegalArgumentException.class, () -> Money.of("1", "EUR").plus(Money.of("1", "USD")));
    }

    @Test
    void multiplies() {
        assertEquals(Money.of("7.50", "EUR"), Money.of("2.50", "EUR").times(new BigDecimal("3")));
    }
}
