package net.tidewater.berth.model;

import static org.junit.Assert.*;

import org.junit.Test;

public class BerthTest {
    private final Berth quay4 = new Berth("Q4", 200, 11.0);

    @Test public void acceptsVesselThatFits() { assertTrue(quay4.accepts(new Vessel("IMO9074729", "a", 182.5, 9.8, 21400))); }
    @Test public void rejectsTooLong() { assertFalse(quay4.accepts(new Vessel("IMO9074729", "a", 225, 9.8, 21400))); }
    @Test public void rejectsTooDeep() { assertFalse(quay4.accepts(new Vessel("IMO9074729", "a", 150, 10.7, 21400))); }
    @Test public void clearanceIsExact() { assertTrue(quay4.accepts(new Vessel("IMO9074729", "a", 150, 10.5, 21400))); }
    @Test public void exactLengthFits() { assertTrue(quay4.accepts(new Vessel("IMO9074729", "a", 200, 8, 21400))); }
}
