package com.brightledger.reports;

import java.util.Date;
import java.util.List;

public final class Ledger {
    private Ledger() {}

    public static Report monthEnd(int year, int month, List<List<String>> rows) {
        Date closed = new Date(year - 1900, month - 1, 28);
        return new Report("Month end " + (closed.getYear() + 1900) + "-" + month, List.of("account", "debit", "credit"), rows);
    }
}
