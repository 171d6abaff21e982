package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class TaxTableTest {
    private final TaxTable table = new TaxTable().rate("standard", 2000).rate("reduced", 500).rate("zero", 0);

    @Test
    public void standardRate() {
        assertEquals(Money.of(200, "GBP"), table.taxOn("standard", Money.of(1000, "GBP")));
    }

    @Test
    public void reducedRateRounds() {
        assertEquals(Money.of(45, "GBP"), table.taxOn("reduced", Money.of(899, "GBP")));
    }

    @Test
    public void zeroRated() {
        assertEquals(0, table.taxOn("zero", Money.of(1234, "GBP")).cents());
    }

    @Test(expected = IllegalArgumentException.class)
    public void unknownCategory() {
        table.taxOn("luxury", Money.of(1000, "GBP"));
    }
}
