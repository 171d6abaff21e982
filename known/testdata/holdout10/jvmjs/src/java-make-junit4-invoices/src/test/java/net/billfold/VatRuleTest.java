package net.billfold;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class VatRuleTest {
    private final VatRule standard = new VatRule(2000);

    @Test
    public void twentyPercent() {
        assertEquals(200L, standard.vatCents(1000));
    }

    @Test
    public void roundsHalfUp() {
        assertEquals(1L, standard.vatCents(3));
    }

    @Test
    public void zeroRate() {
        assertEquals(0L, new VatRule(0).vatCents(12345));
    }
}
