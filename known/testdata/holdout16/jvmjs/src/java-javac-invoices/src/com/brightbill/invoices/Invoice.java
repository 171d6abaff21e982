package com.brightbill.invoices;

import java.util.ArrayList;
import java.util.List;

public class Invoice {
    private final String number;
    private final String customerId;
    private final List<Line> lines = new ArrayList<>();

    public Invoice(String number, String customerId) {
        this.number = number;
        this.customerId = customerId;
    }

    public void add(Line line) {
        lines.add(line);
    }

    public String number() { return number; }
    public String customerId() { return customerId; }
    public List<Line> lines() { return lines; }

    public long subtotalCents() {
        long sum = 0;
        for (Line l : lines) {
            sum += l.totalCents();
        }
        return sum;
    }
}
