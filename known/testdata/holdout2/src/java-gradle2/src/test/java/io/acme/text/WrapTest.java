package io.acme.text;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;
import org.junit.Test;

public class WrapTest {
    @Test public void wrapsAtWidth() { assertEquals(Arrays.asList("aa bb", "cc"), Wrap.lines("aa bb cc", 5)); }
    @Test public void singleWord() { assertEquals(Arrays.asList("hello"), Wrap.lines("hello", 3)); }
    @Test public void truncatesLong() { assertEquals("abc…", Wrap.truncate("abcdef", 4)); }
    @Test public void keepsShort() { assertEquals("abc", Wrap.truncate("abc", 4)); }
    @Test public void initialsOfTwo() { assertEquals("AL", Wrap.initials("ada lovelace")); }
    @Test public void initialsTrimmed() { assertEquals("GH", Wrap.initials(" grace hopper")); }
}
