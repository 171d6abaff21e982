package com.acme.ledger;

import java.time.LocalDate;

public final class Transfer {
    private Transfer() {}

    public static void move(Account from, Account to, long cents, LocalDate on) {
        if (cents <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (from.getBalance() * 100 < cents) {
            throw new IllegalStateException("insufficient funds in " + from.id());
        }
        from.post(new Entry(on, "transfer to " + to.id(), -cents));
        to.post(new Entry(on, "transfer from " + from.id(), cents));
    }
}
