package com.brightbill.invoices;

public class Pricing {
    private final CustomerDirectory customers;

    public Pricing(CustomerDirectory customers) {
        this.customers = customers;
    }

    /** VAT in basis points for the invoice's customer. */
    public int vatRateBp(Invoice inv) {
        Customer c = customers.find(inv.customerId());
        if (c.vatRegistered() && !c.country().equals("GB")) {
            return 0; // reverse charge
        }
        return 2000;
    }

    /** Volume discount in percent. */
    public long discountedSubtotal(Invoice inv) {
        long subtotal = inv.subtotalCents();
        int discount = 0;
        if (subtotal >= 500_000) {
            discount = 10;
        } else if (subtotal >= 100_000) {
            discount = 5;
        }
        return subtotal - subtotal * discount / 100;
    }

    public long totalCents(Invoice inv) {
        long net = discountedSubtotal(inv);
        return net + net * vatRateBp(inv) / 10_000;
    }
}
