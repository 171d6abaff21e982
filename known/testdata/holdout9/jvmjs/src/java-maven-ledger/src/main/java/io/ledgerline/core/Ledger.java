package io.ledgerline.core;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** An append-only list of entries with per-account balances. */
public class Ledger {
    private final List<Entry> entries = new ArrayList<>();

    public void book(Entry e) {
        entries.add(e);
    }

    public List<Entry> entries() {
        return Collections.unmodifiableList(entries);
    }

    public Entry find(String id) {
        for (Entry e : entries) {
            if (e.id().equals(id)) {
                return e;
            }
        }
        throw new IllegalArgumentException("no entry " + id);
    }

    public void voidEntry(String id) {
        find(id).markVoided();
    }

    /** Drops voided entries before a period is closed; returns how many were dropped. */
    public int purgeVoided() {
        int dropped = 0;
        for (Entry e : entries) {
            if (e.isVoided()) {
                entries.remove(e);
                dropped++;
            }
        }
        return dropped;
    }

    public Map<String, BigDecimal> balances() {
        Map<String, BigDecimal> out = new TreeMap<>();
        for (Entry e : entries) {
            if (!e.isVoided()) {
                out.merge(e.account(), e.amount(), BigDecimal::add);
            }
        }
        return out;
    }

    public int size() {
        return entries.size();
    }
}
