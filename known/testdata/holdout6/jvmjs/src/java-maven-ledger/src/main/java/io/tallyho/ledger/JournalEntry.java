package io.tallyho.ledger;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public final class JournalEntry {
    private final String id;
    private final List<EntryLine> lines = new ArrayList<>();

    public JournalEntry(String id) { this.id = id; }

    public JournalEntry debit(String account, Money m) { lines.add(new EntryLine(account, m, false)); return this; }
    public JournalEntry credit(String account, Money m) { lines.add(new EntryLine(account, m, true)); return this; }

    public String id() { return id; }
    public List<EntryLine> lines() { return Collections.unmodifiableList(lines); }
}
