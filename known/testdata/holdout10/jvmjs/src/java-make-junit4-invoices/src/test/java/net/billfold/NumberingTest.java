package net.billfold;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class NumberingTest {
    @Test
    public void padsToSixDigits() {
        assertEquals("INV-000042", new Numbering("INV", 42).next());
    }

    @Test
    public void counts() {
        Numbering n = new Numbering("CR", 1);
        n.next();
        assertEquals("CR-000002", n.next());
    }
}
