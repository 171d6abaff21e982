package net.tidewater.berth.model;

import static org.junit.Assert.*;

import org.junit.Test;

public class VesselTest {
    private static Vessel ship(String imo) {
        return new Vessel(imo, "Nordic Tern", 182.5, 9.8, 21400);
    }

    @Test public void acceptsWellFormedImo() { assertEquals("IMO9074729", ship("IMO9074729").imo()); }
    @Test public void checkDigitOfKnownShip() { assertTrue(ship("IMO9074729").checkDigitValid()); }
    @Test public void checkDigitWrong() { assertFalse(ship("IMO9074728").checkDigitValid()); }
    @Test(expected = IllegalArgumentException.class) public void rejectsShortImo() { ship("IMO907472"); }
    @Test(expected = IllegalArgumentException.class) public void rejectsMissingPrefix() { ship("9074729"); }
    @Test(expected = NullPointerException.class) public void rejectsNullName() { new Vessel("IMO9074729", null, 1, 1, 1); }
    @Test(expected = IllegalArgumentException.class) public void rejectsZeroLength() { new Vessel("IMO9074729", "x", 0, 1, 1); }
    @Test(expected = IllegalArgumentException.class) public void rejectsNegativeTonnage() { new Vessel("IMO9074729", "x", 1, 1, -5); }
}
