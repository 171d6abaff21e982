package com.tillroll.receipts;

import java.util.ArrayList;
import java.util.List;

public final class Receipt {
    private final List<LineItem> items = new ArrayList<>();

    public Receipt add(LineItem item) {
        items.add(item);
        return this;
    }

    public long totalPence() {
        long sum = 0;
        for (LineItem i : items) {
            sum += i.totalPence();
        }
        return sum;
    }

    public String render() {
        StringBuilder sb = new StringBuilder();
        for (LineItem i : items) {
            sb.append(String.format("%-12s %8s%n", i.sku(), Money.format(i.totalPence())));
        }
        sb.append(String.format("%-12s %8s%n", "TOTAL", Money.format(totalPence())));
        return sb.toString();
    }
}
