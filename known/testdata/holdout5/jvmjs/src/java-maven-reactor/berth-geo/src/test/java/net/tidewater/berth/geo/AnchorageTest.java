package net.tidewater.berth.geo;

import static org.junit.Assert.*;

import java.util.List;
import org.junit.Test;

public class AnchorageTest {
    private final Anchorage anch = new Anchorage(List.of(
            new Anchorage.Area("Maas North", new Position(52.05, 3.85), 3),
            new Anchorage.Area("Maas South", new Position(51.90, 3.80), 4)));

    @Test public void insideNorth() { assertEquals("Maas North", anch.at(new Position(52.06, 3.86)).get().name()); }
    @Test public void outsideAll() { assertFalse(anch.at(new Position(52.5, 4.5)).isPresent()); }
    @Test public void nearestFromShore() { assertEquals("Maas South", anch.nearest(new Position(51.91, 4.10)).name()); }
    @Test(expected = IllegalStateException.class) public void noAreas() { new Anchorage(List.of()).nearest(new Position(0, 0)); }
}
