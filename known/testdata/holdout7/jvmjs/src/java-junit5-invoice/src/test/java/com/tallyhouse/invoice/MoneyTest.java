package com.tallyhouse.invoice;

import static org.junit.jupiter.api.Assertions.*;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class MoneyTest {
    @Test
    void parsesAmountAndCurrency() {
        Money m = Money.of("12.5 USD");
        assertEquals(new BigDecimal("12.50"), m.amount());
        assertEquals("USD", m.currency());
    }

    @Test
    void defaultsToEuro() {
        assertEquals("EUR", Money.of("3").currency());
    }

    @Test
    void addsSameCurrency() {
        assertEquals(Money.of("5.75"), Money.of("2.50").plus(Money.of("3.25")));
    }

    @Test
    void refusesToAddOtherCurrency() {
        assertThrows(IllegalArgumentException.class, () -> Money.of("1 EUR").plus(Money.of("1 GBP")));
    }

    @Test
    void rejectsThreeDecimals() {
        assertThrows(IllegalArgumentException.class, () -> Money.of("0.125"));
    }

    @Test
    void rejectsNegativeAmounts() {
        assertThrows(IllegalArgumentException.class, () -> Money.of("-40.00"));
    }

    @Test
    void percentRoundsHalfEven() {
        assertEquals(Money.of("2.62"), Money.of("12.50").percent(new BigDecimal("21")));
    }
}
