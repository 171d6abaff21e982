package com.acme.ledger;

import java.util.Locale;

public class Statement {
    private final Account account;

    public Statement(Account account) {
        this.account = account;
    }

    public String render() {
        StringBuilder sb = new StringBuilder();
        sb.append("Statement for ").append(account.owner()).append('\n');
        for (Entry e : account.entries()) {
            sb.append(String.format(Locale.ROOT, "%s  %-30s %10.2f%n",
                    e.date(), e.memo(), e.amountCents() / 100.0));
        }
        sb.append(String.format(Locale.ROOT, "Closing balance: %.2f%n", account.getBalance()));
        return sb.toString();
    }
}
