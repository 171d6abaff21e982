package net.pressroom.slugs;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class SlugRegistryTest {
    @Test
    public void firstClaimWins() {
        assertEquals("budget", new SlugRegistry().claim("budget"));
    }

    @Test
    public void numbersRepeats() {
        SlugRegistry r = new SlugRegistry();
        r.claim("budget");
        r.claim("budget");
        assertEquals("budget-3", r.claim("budget"));
    }
}
