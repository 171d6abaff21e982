package com.acme.ledger;

import java.util.ArrayList;
import java.util.List;

/** A ledger account. Balances are kept in cents. */
public class Account {
    private final String id;
    private final String owner;
    private long balanceCents;
    private final List<Entry> entries = new ArrayList<>();

    public Account(String id, String owner) {
        this.id = id;
        this.owner = owner;
    }

    public String id() { return id; }

    public String owner() { return owner; }

    /** Replaces the old getBalance(), which returned a double in whole units. */
    public long balanceCents() { return balanceCents; }

    public List<Entry> entries() { return entries; }

    void post(Entry e) {
        entries.add(e);
        balanceCents += e.amountCents();
    }
}
