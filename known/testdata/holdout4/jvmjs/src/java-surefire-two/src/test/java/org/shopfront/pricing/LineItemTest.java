package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class LineItemTest {
    @Test
    public void totalMultipliesQuantity() {
        assertEquals(Money.of(2697, "GBP"), new LineItem("MUG-01", 3, Money.of(899, "GBP")).total());
    }

    @Test(expected = IllegalArgumentException.class)
    public void negativeQuantity() {
        new LineItem("MUG-01", -1, Money.of(899, "GBP"));
    }
}
