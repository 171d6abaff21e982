package org.quillwork.textkit;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class SlugifyTest {
    @Test public void lowercases() { assertEquals("hello-world", Slugify.slug("Hello World")); }
    @Test public void stripsAccents() { assertEquals("creme-brulee", Slugify.slug("Crème Brûlée")); }
    @Test public void collapsesPunctuation() { assertEquals("a-b-c", Slugify.slug("a -- b!! c")); }
    @Test public void trimsDashes() { assertEquals("edge", Slugify.slug("--edge--")); }
    @Test public void keepsDigits() { assertEquals("top-10-tips", Slugify.slug("Top 10 Tips")); }
}
