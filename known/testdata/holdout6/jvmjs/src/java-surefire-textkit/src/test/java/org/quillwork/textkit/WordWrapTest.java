package org.quillwork.textkit;

import static org.junit.Assert.assertEquals;

import java.util.List;
import org.junit.Test;

public class WordWrapTest {
    @Test public void shortLineUnchanged() { assertEquals(List.of("one two"), WordWrap.wrap("one two", 20)); }
    @Test public void breaksAtWidth() { assertEquals(List.of("aaa bbb", "ccc"), WordWrap.wrap("aaa bbb ccc", 7)); }
    @Test public void longWordOwnLine() { assertEquals(List.of("x", "abcdefghij", "y"), WordWrap.wrap("x abcdefghij y", 5)); }
    @Test public void collapsesSpaces() { assertEquals(List.of("a b"), WordWrap.wrap("  a    b  ", 10)); }
}
