package com.tallyhouse.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void roundsHalfEven() {
        assertEquals(new BigDecimal("2.12"), new Money("2.125", "EUR").amount());
    }

    @Test
    void addsSameCurrency() {
        assertEquals(new Money("15.50", "EUR"), new Money("10.25", "EUR").plus(new Money("5.25", "EUR")));
    }

    @Test
    void refusesMixedCurrencies() {
        assertThrows(IllegalArgumentException.class, () -> new Money("1", "EUR").plus(new Money("1", "GBP")));
    }

    @Test
    void negates() {
        assertTrue(new Money("4.00", "EUR").negate().isNegative());
    }
}
