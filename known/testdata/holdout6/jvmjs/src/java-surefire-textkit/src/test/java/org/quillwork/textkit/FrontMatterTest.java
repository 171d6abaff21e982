package org.quillwork.textkit;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Map;
import org.junit.Test;

public class FrontMatterTest {
    @Test
    public void parsesKeys() {
        Map<String, String> m = FrontMatter.parse("---\ntitle: Notes\ndate: 2024-03-01\n---\nbody");
        assertEquals("Notes", m.get("title"));
        assertEquals("2024-03-01", m.get("date"));
    }

    @Test
    public void skipsMalformedLines() {
        Map<String, String> m = FrontMatter.parse("---\ntitle: Notes\nthis line has no colon\n---\n");
        assertEquals(1, m.size());
    }

    @Test
    public void noFrontMatter() {
        assertTrue(FrontMatter.parse("just text").isEmpty());
    }
}
