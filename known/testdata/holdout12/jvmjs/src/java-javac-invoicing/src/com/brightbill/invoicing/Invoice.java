package com.brightbill.invoicing;

import java.util.ArrayList;
import java.util.List;

public class Invoice {
    private final String number;
    private final List<LineItem> items = new ArrayList<>();

    public Invoice(String number) {
        this.number = number;
    }

    public void add(LineItem item) {
        items.add(item.sku(), item);
    }

    public long totalCents(boolean includeTax) {
        long total = 0;
        for (LineItem item : items) {
            long net = item.netCents();
            if (includeTax) {
                total += net + net * TaxTable.basisPoints(item.taxCode()) / 10000;
            } else {
                total += net;
            }
        }
        return total;
    }

    public String number() {
        return number;
    }
}
