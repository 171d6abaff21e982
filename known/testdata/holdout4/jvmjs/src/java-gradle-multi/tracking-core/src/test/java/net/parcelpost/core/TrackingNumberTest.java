package net.parcelpost.core;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class TrackingNumberTest {
    @Test
    public void parsesValid() {
        assertEquals("PP1234567823", TrackingNumber.parse("PP1234567823").value());
    }

    @Test
    public void ignoresSpaces() {
        assertEquals("PP1234567823", TrackingNumber.parse("PP 1234 567823").value());
    }

    @Test
    public void printsGrouped() {
        assertEquals("PP 1234 567823", TrackingNumber.parse("PP1234567823").toString());
    }

    @Test
    public void acceptsLowercasePrefix() {
        // customers type the prefix in lower case on the web form
        assertEquals("PP1234567823", TrackingNumber.parse("pp1234567823").value());
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsBadCheckDigit() {
        TrackingNumber.parse("PP1234567820");
    }
}
