package net.rolodex.contacts;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class VcardTest {
    @Test
    public void escapesCommas() {
        assertEquals("ORG:Acme\\, Inc.", Vcard.line("org", "Acme, Inc."));
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsNullValue() {
        Vcard.line("note", null);
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsEmptyName() {
        Vcard.line("", "x");
    }
}
