package org.bookshelf.isbn;

import org.junit.Ignore;
import org.junit.Test;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class IsbnTest {
    @Test
    public void valid10() {
        assertTrue(Isbn.isValid10("0-306-40615-2"));
        assertTrue(Isbn.isValid10("0-8044-2957-X"));
    }

    @Test
    public void invalid10() {
        assertFalse(Isbn.isValid10("0-306-40615-3"));
    }

    @Test
    public void valid13() {
        assertTrue(Isbn.isValid13("978-0-306-40615-7"));
    }

    @Test
    public void convertsTo13() {
        assertEquals("9780306406157", Isbn.to13("0306406152"));
    }

    @Test
    @Ignore("979 prefixes have no ISBN-10 form; decide how to report them (#41)")
    public void converts979() {
        Isbn.to13("979-10-90636-07-1");
    }
}
