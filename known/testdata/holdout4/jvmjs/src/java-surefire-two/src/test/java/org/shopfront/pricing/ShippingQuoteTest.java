package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class ShippingQuoteTest {
    @Test
    public void england() {
        assertEquals(395, ShippingQuote.forAddress(new Address("A", "M1 1AE", "GB-ENG"), "GBP").cents());
    }

    @Test
    public void remoteSurcharge() {
        assertEquals(1295, ShippingQuote.forAddress(new Address("B", "HS2 0AA", "GB-SCT"), "GBP").cents());
    }

    @Test
    public void unknownRegionFlatRate() {
        assertEquals(1295, ShippingQuote.forAddress(new Address("C", "75001", "FR-IDF"), "EUR").cents());
    }
}
