package net.tidewater.berth.tariff;

import static org.junit.Assert.*;

import net.tidewater.berth.model.Vessel;
import org.junit.Test;

public class PilotageTest {
    private final Pilotage p = new Pilotage();

    private static Vessel len(double m) { return new Vessel("IMO9074729", "a", m, 6, 5000); }

    @Test public void smallBand() { assertEquals(Pilotage.Band.SMALL, p.band(len(90))); }
    @Test public void smallBandUpperEdge() { assertEquals(Pilotage.Band.SMALL, p.band(len(120))); }
    @Test public void mediumBand() { assertEquals(Pilotage.Band.MEDIUM, p.band(len(160))); }
    @Test public void mediumBandUpperEdgeIsInclusive() { assertEquals(Pilotage.Band.MEDIUM, p.band(len(200))); }
    @Test public void largeBand() { assertEquals(Pilotage.Band.LARGE, p.band(len(260))); }
}
