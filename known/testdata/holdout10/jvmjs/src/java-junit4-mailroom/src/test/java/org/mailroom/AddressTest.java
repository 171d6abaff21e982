package org.mailroom;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class AddressTest {
    @Test
    public void labelHasThreeLines() {
        Address a = new Address("Jo Berg", "Storgatan 4", "114 55", "Stockholm");
        assertEquals("Jo Berg\nStorgatan 4\n114 55 STOCKHOLM", a.label());
    }

    @Test
    public void germanCityKeepsSharpS() {
        Address a = new Address("K. Adler", "Hauptstr. 1", "34117", "Gießen");
        assertEquals("K. Adler\nHauptstr. 1\n34117 GIEßEN", a.label());
    }
}
