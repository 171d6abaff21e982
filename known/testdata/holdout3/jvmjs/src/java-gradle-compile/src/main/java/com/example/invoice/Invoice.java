package com.example.invoice;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.List;

public final class Invoice {
    private final String number;
    private final Date issued;
    private final List<LineItem> items = new ArrayList<>();

    public Invoice(String number, Date issued) {
        this.number = number;
        this.issued = issued;
    }

    public String getNumber() { return number; }

    public int issuedYear() {
        return issued.getYear() + 1900;
    }

    public void add(LineItem item) { items.add(item); }

    public List<LineItem> getItems() { return Collections.unmodifiableList(items); }

    public BigDecimal subtotal() {
        BigDecimal sum = BigDecimal.ZERO;
        for (LineItem i : items) {
            sum = sum.add(i.total());
        }
        return sum;
    }
}
