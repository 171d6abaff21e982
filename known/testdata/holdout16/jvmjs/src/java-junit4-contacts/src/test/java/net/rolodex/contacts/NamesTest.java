package net.rolodex.contacts;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class NamesTest {
    @Test
    public void capitalisesEachWord() {
        assertEquals("Jane Doe", Names.display("jane DOE"));
    }

    @Test
    public void keepsParticlesLowerCase() {
        assertEquals("Ludwig van Beethoven", Names.display("ludwig VAN beethoven"));
    }

    @Test
    public void collapsesSpaces() {
        assertEquals("Ada Lovelace", Names.display("  ada    lovelace "));
    }

    @Test
    public void initialsSkipParticles() {
        assertEquals("LB", Names.initials("Ludwig van Beethoven"));
    }

    @Test
    public void hyphenatedFamilyNames() {
        assertEquals("Mary Smith-Jones", Names.display("mary smith-jones"));
    }
}
