package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class MoneyTest {
    @Test
    public void formats() {
        assertEquals("GBP 12.05", Money.of(1205, "GBP").toString());
    }

    @Test
    public void adds() {
        assertEquals(Money.of(300, "EUR"), Money.of(100, "EUR").plus(Money.of(200, "EUR")));
    }

    @Test
    public void minusClampsAtZero() {
        assertEquals(0, Money.of(100, "EUR").minus(Money.of(250, "EUR")).cents());
    }

    @Test(expected = IllegalArgumentException.class)
    public void refusesMixedCurrencies() {
        Money.of(100, "EUR").plus(Money.of(100, "GBP"));
    }

    @Test(expected = IllegalArgumentException.class)
    public void refusesBadCode() {
        Money.of(100, "POUND");
    }
}
