package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CartTotalsTest {
    private final CartTotals totals = new CartTotals(new TaxTable().rate("standard", 2000));

    @Test
    public void subtotalSumsLines() {
        Cart cart = new Cart("GBP").add("MUG-01", 2, 899).add("TEA-12", 1, 450);
        assertEquals(2248, totals.subtotal(cart).cents());
    }

    @Test
    public void grandTotalAddsTaxAndShipping() {
        Cart cart = new Cart("GBP").add("MUG-01", 1, 1000)
            .shipTo(new Address("Ann", "LS1 4AP", "GB-ENG"));
        assertEquals(1000 + 200 + 395, totals.grandTotal(cart).cents());
    }

    @Test
    public void grandTotalForClickAndCollect() {
        // click & collect orders have no delivery address: no shipping charge
        Cart cart = new Cart("GBP").add("TEA-12", 2, 450);
        assertEquals(900 + 180, totals.grandTotal(cart).cents());
    }

    @Test
    public void emptyCartIsZero() {
        assertEquals(0, totals.subtotal(new Cart("EUR")).cents());
    }
}
