package io.waypost.geofence.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.waypost.geofence.Fence;
import io.waypost.geofence.LatLon;
import java.util.List;

/** Fences and positions shared by this module's tests and the tracker service's. */
public final class FenceFixtures {
    private FenceFixtures() {}

    public static final LatLon ROTTERDAM_CENTRAAL = new LatLon(51.9244, 4.4690);
    public static final LatLon MARKTHAL = new LatLon(51.9200, 4.4866);
    public static final LatLon DELFT = new LatLon(52.0116, 4.3571);

    public static List<Fence> rotterdam() {
        return List.of(
            new Fence("station", ROTTERDAM_CENTRAAL, 300),
            new Fence("market", MARKTHAL, 150));
    }

    public static void assertInside(Fence fence, LatLon p) {
        assertTrue(fence.contains(p), () -> p + " should be inside " + fence.id());
    }
}
