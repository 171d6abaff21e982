package org.quillwork.textkit;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class TruncateTest {
    @Test public void shortStringUntouched() { assertEquals("abc", Truncate.truncate("abc", 10)); }
    @Test public void exactLengthUntouched() { assertEquals("abcde", Truncate.truncate("abcde", 5)); }

    @Test
    public void cutStringFitsMaxWithEllipsis() {
        String t = Truncate.truncate("The quick brown fox jumps", 10);
        assertEquals("truncated length", 10, t.length());
    }

    @Test public void cutKeepsPrefix() { assertEquals(true, Truncate.truncate("abcdefgh", 4).startsWith("abc")); }
}
