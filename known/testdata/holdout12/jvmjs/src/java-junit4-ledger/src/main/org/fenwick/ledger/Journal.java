package org.fenwick.ledger;

import java.util.HashMap;
import java.util.Map;

public class Journal {
    private final Map<String, Long> balances = new HashMap<>();

    public void post(String account, long cents) {
        balances.merge(account, cents, Long::sum);
    }

    public long balance(String account) {
        return balances.get(account);
    }

    public int accounts() {
        return balances.size();
    }
}
