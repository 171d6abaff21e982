package io.tallyho.ledger;

import java.math.BigDecimal;

public final class BalanceCheck {
    private BalanceCheck() {}

    public static boolean isBalanced(JournalEntry entry) {
        BigDecimal debits = BigDecimal.ZERO;
        BigDecimal credits = BigDecimal.ZERO;
        for (EntryLine line : entry.lines()) {
            if (line.isCredit()) {
                credits = credits.add(line.getAmount().value());
            } else {
                debits = debits.add(line.getAmount().value());
            }
        }
        return debits.compareTo(credits) == 0;
    }
}
