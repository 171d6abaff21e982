package io.cashbook.importer;

import java.util.Map;
import java.util.TreeMap;

public final class Ledger {
    private final Map<String, Long> balances = new TreeMap<>();
    private int entries;

    public synchronized void post(Entry e) {
        balances.merge(e.account(), e.cents(), Long::sum);
        entries++;
    }

    public synchronized int entries() {
        return entries;
    }

    public synchronized Map<String, Long> balances() {
        return new TreeMap<>(balances);
    }
}
