package com.acme.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CartTest {
    private final PriceList prices = new PriceList().put("apple", 50).put("pear", 75);

    @Test
    void countsDistinctItems() {
        Cart c = new Cart(prices);
        c.add("apple", 2);
        c.add("apple", 1);
        c.add("pear", 1);
        assertEquals(2, c.itemCount());
    }

    @Test
    void totalsKnownItems() {
        Cart c = new Cart(prices);
        c.add("apple", 2);
        c.add("pear", 1);
        assertEquals(175, c.totalCents());
    }

    @Test
    void unknownItemCostsNothing() {
        Cart c = new Cart(prices);
        c.add("kiwi", 3);
        assertEquals(0, c.totalCents());
    }
}
