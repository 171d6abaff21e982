package net.pressroom.slugs;

import static org.junit.Assert.assertEquals;

import org.junit.Ignore;
import org.junit.Test;

public class SluggerTest {
    private final Slugger slugger = new Slugger(40);

    @Test
    public void lowercasesAndDashes() {
        assertEquals("city-council-meets-tonight", slugger.slug("City Council Meets Tonight"));
    }

    @Test
    public void stripsAccents() {
        assertEquals("cafe-creme-prices-rise", slugger.slug("Café crème prices rise"));
    }

    @Test
    public void cutsAtAWordBoundary() {
        assertEquals("a-very-long-headline-about-the-budget", slugger.slug("A very long headline about the budget debate in parliament"));
    }

    @Test
    @Ignore("transliteration of Cyrillic titles is not implemented yet (PRESS-212)")
    public void transliteratesCyrillic() {
        assertEquals("novosti", slugger.slug("Новости"));
    }
}
