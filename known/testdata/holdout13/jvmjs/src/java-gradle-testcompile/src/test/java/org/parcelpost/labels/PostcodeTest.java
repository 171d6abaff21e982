package org.parcelpost.labels;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class PostcodeTest {
    @Test
    public void normalisesSpacingAndCase() {
        assertEquals("SW1A 1AA", Postcode.normalise(" sw1a1aa ").toString());
    }

    @Test
    public void splitsOutwardAndInward() {
        Postcode p = Postcode.parse("EC1V 9HX");
        assertEquals("EC1V", p.outward());
        assertEquals("9HX", p.inward());
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsShort() {
        Postcode.normalise("E1");
    }
}
