package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import org.junit.Test;

public class CartTest {
    @Test
    public void keepsItemsInOrder() {
        Cart cart = new Cart("GBP").add("MUG-01", 2, 899).add("TEA-12", 1, 450);
        assertEquals("MUG-01", cart.items().get(0).sku());
        assertEquals("TEA-12", cart.items().get(1).sku());
    }

    @Test
    public void newCartHasNoAddress() {
        assertNull(new Cart("GBP").shipTo());
    }

    @Test(expected = UnsupportedOperationException.class)
    public void itemsAreReadOnly() {
        new Cart("GBP").add("MUG-01", 1, 899).items().clear();
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsZeroQuantity() {
        new Cart("GBP").add("MUG-01", 0, 899);
    }
}
