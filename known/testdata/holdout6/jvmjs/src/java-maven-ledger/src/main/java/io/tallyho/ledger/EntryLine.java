package io.tallyho.ledger;

/** One line of a journal entry. The amount accessor was renamed from getAmount() to amount(). */
public final class EntryLine {
    private final String account;
    private final Money amount;
    private final boolean credit;

    public EntryLine(String account, Money amount, boolean credit) {
        this.account = account;
        this.amount = amount;
        this.credit = credit;
    }

    public String account() { return account; }
    public Money amount() { return amount; }
    public boolean isCredit() { return credit; }
}
