package dev.inkwell.slug;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class SlugifyTest {
    private final Slugify slugify = new Slugify(24);

    @Test
    public void stripsAccentsAndPunctuation() {
        assertEquals("creme-brulee-v2", slugify.slug("Crème Brûlée, v2!"));
    }

    @Test
    public void cutsAtAWordBoundary() {
        assertEquals("a-very-long-title-that", slugify.slug("A very long title that goes on and on"));
    }
}
