package org.fenwick.ledger;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class MoneyTest {
    @Test
    public void formatsCents() {
        assertEquals("12.05", Money.format(1205));
    }

    @Test
    public void formatsNegative() {
        assertEquals("-0.40", Money.format(-40));
    }
}
