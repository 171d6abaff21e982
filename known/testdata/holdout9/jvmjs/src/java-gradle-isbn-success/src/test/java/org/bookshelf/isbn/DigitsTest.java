package org.bookshelf.isbn;

import org.junit.Test;

import static org.junit.Assert.assertEquals;

public class DigitsTest {
    @Test
    public void stripsHyphensAndSpaces() {
        assertEquals("080442957X", Isbn.digits("0 8044-2957-x"));
    }

    @Test
    public void checkDigit() {
        assertEquals(7, Isbn.checkDigit13("978030640615"));
    }
}
