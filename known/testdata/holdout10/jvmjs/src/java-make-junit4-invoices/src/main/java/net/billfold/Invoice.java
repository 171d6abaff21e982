package net.billfold;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Invoice {
    private final String number;
    private final List<LineItem> items = new ArrayList<>();

    public Invoice(String number) {
        this.number = number;
    }

    public Invoice add(LineItem item) {
        items.add(item);
        return this;
    }

    public String number() { return number; }

    public List<LineItem> items() { return Collections.unmodifiableList(items); }

    public long netCents() {
        return items.stream().mapToLong(LineItem::totalCents).sum();
    }
}
