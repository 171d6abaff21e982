package io.waypost.geofence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.waypost.geofence.testing.FenceFixtures;
import org.junit.jupiter.api.Test;

class FenceIndexTest {
    @Test
    void findsOnlyTheFenceAround() {
        FenceIndex index = new FenceIndex();
        FenceFixtures.rotterdam().forEach(index::add);
        assertEquals(1, index.containing(FenceFixtures.MARKTHAL).size());
        assertEquals(0, index.containing(FenceFixtures.DELFT).size());
    }
}
