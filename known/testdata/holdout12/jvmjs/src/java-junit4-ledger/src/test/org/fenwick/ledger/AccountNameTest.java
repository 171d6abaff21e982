package org.fenwick.ledger;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class AccountNameTest {
    @Test
    public void capitalisesEachWord() {
        assertEquals("Acme Trading Ltd", AccountName.normalise("acme trading LTD"));
    }

    @Test
    public void collapsesRepeatedSpaces() {
        assertEquals("Acme Trading Ltd", AccountName.normalise("  acme   trading ltd "));
    }
}
