package org.fenwick.ledger;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class JournalTest {
    @Test
    public void sumsPostingsPerAccount() {
        Journal j = new Journal();
        j.post("4000-sales", 1250);
        j.post("4000-sales", -250);
        assertEquals(1000, j.balance("4000-sales"));
    }

    @Test
    public void unknownAccountHasZeroBalance() {
        Journal j = new Journal();
        j.post("4000-sales", 1250);
        assertEquals(0, j.balance("1200-receivables"));
    }
}
