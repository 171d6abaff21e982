package org.shopfront.pricing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public final class Cart {
    private final String currency;
    private final List<LineItem> items = new ArrayList<>();
    private Address shipTo;

    public Cart(String currency) {
        this.currency = currency;
    }

    public Cart add(String sku, int quantity, long unitCents) {
        items.add(new LineItem(sku, quantity, Money.of(unitCents, currency)));
        return this;
    }

    public Cart shipTo(Address address) {
        this.shipTo = address;
        return this;
    }

    public Address shipTo() {
        return shipTo;
    }

    public List<LineItem> items() {
        return Collections.unmodifiableList(items);
    }

    public String currency() {
        return currency;
    }
}
