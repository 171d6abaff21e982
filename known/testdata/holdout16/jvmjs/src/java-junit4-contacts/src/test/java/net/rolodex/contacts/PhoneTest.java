package net.rolodex.contacts;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class PhoneTest {
    @Test
    public void londonLandline() {
        assertEquals("+442079460018", Phone.e164("020 7946 0018"));
    }

    @Test
    public void alreadyInternational() {
        assertEquals("+447700900123", Phone.e164("+44 7700 900123"));
    }

    @Test
    public void withDashes() {
        assertEquals("+441632960961", Phone.e164("01632-960-961"));
    }
}
