package io.tallyho.ledger;

import java.math.BigDecimal;
import java.util.Map;
import java.util.TreeMap;

public final class TrialBalance {
    private final Map<String, BigDecimal> byAccount = new TreeMap<>();

    public void post(JournalEntry entry) {
        for (EntryLine line : entry.lines()) {
            BigDecimal v = line.getAmount().value();
            byAccount.merge(line.account(), line.isCredit() ? v.negate() : v, BigDecimal::add);
        }
    }

    public Map<String, BigDecimal> balances() { return byAccount; }
}
