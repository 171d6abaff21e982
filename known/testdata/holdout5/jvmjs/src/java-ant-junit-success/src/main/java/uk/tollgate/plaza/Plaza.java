package uk.tollgate.plaza;

import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.Map;

/** One toll plaza: looks up tags and charges them. */
public final class Plaza {
    private final Map<String, Account> accounts = new HashMap<>();
    private int unknownTags;

    public void register(Account a) { accounts.put(a.tag(), a); }

    public boolean pass(String tag, Vehicle v, LocalDateTime when) {
        Account a = accounts.get(tag);
        if (a == null) {
            unknownTags++;
            System.err.println("WARN unknown tag " + tag + " at " + when + ", photographing plate");
            return false;
        }
        return a.charge(Tariff.fee(v, when));
    }

    public int unknownTags() { return unknownTags; }
}
