package dev.inkwell.slug;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class UniqueSlugsTest {
    @Test
    public void numbersRepeats() {
        UniqueSlugs slugs = new UniqueSlugs(new Slugify(40));
        assertEquals("release-notes", slugs.reserve("Release notes"));
        assertEquals("release-notes-2", slugs.reserve("Release Notes"));
        assertEquals("release-notes-3", slugs.reserve("release notes!"));
    }
}
