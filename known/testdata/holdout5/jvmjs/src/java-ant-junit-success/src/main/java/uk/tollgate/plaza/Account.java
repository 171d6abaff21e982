package uk.tollgate.plaza;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;

/** A prepaid tag account. */
public final class Account {
    private final String tag;
    private long balancePence;
    private final List history = new ArrayList();

    public Account(String tag, long balancePence) {
        this.tag = tag;
        this.balancePence = balancePence;
    }

    public String tag() { return tag; }

    public long balance() { return balancePence; }

    /** Debits the fee; returns false (and logs) when the balance is too low. */
    public boolean charge(int pence) {
        if (pence > balancePence) {
            System.err.println("ERROR tag " + tag + ": balance " + balancePence + "p, fee " + pence + "p, barrier stays down");
            return false;
        }
        balancePence -= pence;
        history.add(new Date().getYear() + 1900 + ": -" + pence);
        return true;
    }

    public int transactions() { return history.size(); }
}
