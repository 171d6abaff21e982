package org.quillwork.textkit;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class WordCountTest {
    @Test public void empty() { assertEquals(0, WordCount.count("   ")); }
    @Test public void simple() { assertEquals(3, WordCount.count("one two three")); }
    @Test public void newlines() { assertEquals(4, WordCount.count("a\nb\n\nc d")); }
    @Test public void readingAtLeastOneMinute() { assertEquals(1, WordCount.readingMinutes("short", 200)); }
    @Test public void readingRoundsUp() { assertEquals(2, WordCount.readingMinutes("w ".repeat(201), 200)); }
}
