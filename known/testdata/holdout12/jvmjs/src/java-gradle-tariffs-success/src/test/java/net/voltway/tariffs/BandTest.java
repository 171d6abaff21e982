package net.voltway.tariffs;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class BandTest {
    @Test
    public void midnightIsOffPeak() {
        assertEquals(Band.OFF_PEAK, Band.at(0));
    }

    @Test
    public void sixPmIsPeak() {
        assertEquals(Band.PEAK, Band.at(18));
    }

    @Test(expected = IllegalArgumentException.class)
    public void hour24IsAnError() {
        Band.at(24);
    }
}
