package com.acme.billing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

public class Invoice {
    private final String customer;
    private final List<LineItem> items = new ArrayList<>();

    public Invoice(String customer) {
        this.customer = customer;
    }

    public void add(LineItem item) {
        items.add(item);
    }

    public BigDecimal total() {
        BigDecimal sum = BigDecimal.ZERO;
        for (LineItem item : items) {
            sum = sum.add(item.price().multiply(item.quantity()));
        }
        return sum;
    }

    public String customer() {
        return customer;
    }
}
