package io.acme.text;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class SlugTest {
    @Test public void lower() { assertEquals("abc", "ABC".toLowerCase()); }
    @Test public void dashes() { assertEquals("a-b", "a b".replace(' ', '-')); }
}
