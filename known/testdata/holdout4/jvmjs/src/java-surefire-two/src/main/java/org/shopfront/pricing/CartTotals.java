package org.shopfront.pricing;

public final class CartTotals {
    private final TaxTable tax;

    public CartTotals(TaxTable tax) {
        this.tax = tax;
    }

    public Money subtotal(Cart cart) {
        Money sum = Money.of(0, cart.currency());
        for (LineItem item : cart.items()) {
            sum = sum.plus(item.total());
        }
        return sum;
    }

    public Money grandTotal(Cart cart) {
        Money net = subtotal(cart);
        Money shipping = ShippingQuote.forAddress(cart.shipTo(), cart.currency());
        return net.plus(tax.taxOn("standard", net)).plus(shipping);
    }
}
