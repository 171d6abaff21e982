package org.tidetable.core;

import static org.junit.Assert.assertEquals;

import org.junit.Ignore;
import org.junit.Test;

public class TideTest {
    @Test
    public void keepsItsFields() {
        Tide t = new Tide(Tide.Kind.HIGH, 688, 4.1);
        assertEquals(688, t.minuteOfDay());
    }

    @Test
    @Ignore("needs the harmonic constants from the 2025 tables")
    public void predictsSpringTide() {
    }
}
