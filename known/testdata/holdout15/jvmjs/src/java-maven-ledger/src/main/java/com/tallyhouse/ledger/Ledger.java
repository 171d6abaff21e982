package com.tallyhouse.ledger;

import java.util.Comparator;
import java.util.List;

public final class Ledger {
    private final List<Entry> entries;

    public Ledger(List<Entry> entries) { this.entries = entries; }

    public Money balance(String account, String currency) {
        Money sum = new Money("0", currency);
        for (Entry e : entries) {
            if (e.account().equals(account)) {
                sum = sum.plus(e.money());
            }
        }
        return sum;
    }

    /** the entries in date order, oldest first */
    public List<Entry> chronological() {
        entries.sort(Comparator.comparing(Entry::date));
        return entries;
    }

    public int size() { return entries.size(); }
}
