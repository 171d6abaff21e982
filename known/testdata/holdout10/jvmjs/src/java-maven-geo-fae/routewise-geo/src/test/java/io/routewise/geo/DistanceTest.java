package io.routewise.geo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DistanceTest {
    private static final LatLon BERLIN = new LatLon(52.5200, 13.4050);
    private static final LatLon PARIS = new LatLon(48.8566, 2.3522);

    @Test
    void samePointIsZero() {
        assertEquals(0.0, Distance.km(BERLIN, BERLIN), 1e-9);
    }

    @Test
    void berlinToParis() {
        assertEquals(877.5, Distance.km(BERLIN, PARIS), 1.0);
    }

    @Test
    void symmetric() {
        assertEquals(Distance.km(BERLIN, PARIS), Distance.km(PARIS, BERLIN), 1e-9);
    }
}
