package io.ledgerline.core;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Objects;

/** One booked line of a ledger. */
public final class Entry {
    private final String id;
    private final LocalDate date;
    private final String account;
    private final BigDecimal amount;
    private boolean voided;

    public Entry(String id, LocalDate date, String account, BigDecimal amount) {
        this.id = Objects.requireNonNull(id);
        this.date = Objects.requireNonNull(date);
        this.account = Objects.requireNonNull(account);
        this.amount = Objects.requireNonNull(amount);
    }

    public String id() { return id; }
    public LocalDate date() { return date; }
    public String account() { return account; }
    public BigDecimal amount() { return amount; }
    public boolean isVoided() { return voided; }

    public void markVoided() { this.voided = true; }

    @Override
    public String toString() {
        return id + " " + date + " " + account + " " + amount + (voided ? " (void)" : "");
    }
}
