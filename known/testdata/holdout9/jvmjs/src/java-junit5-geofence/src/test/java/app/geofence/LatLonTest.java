package app.geofence;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class LatLonTest {

    static Stream<Arguments> knownDistances() {
        return Stream.of(
            Arguments.of(new LatLon(52.3676, 4.9041), new LatLon(51.9244, 4.4777), 57_900),
            Arguments.of(new LatLon(48.8566, 2.3522), new LatLon(51.5074, -0.1278), 343_500),
            Arguments.of(new LatLon(0, 0), new LatLon(0, 1), 111_200));
    }

    @ParameterizedTest
    @MethodSource("knownDistance")
    void distanceWithin200Metres(LatLon a, LatLon b, double metres) {
        assertEquals(metres, a.distanceTo(b), 200);
    }

    @Test
    void rejectsLatitudeAbove90() {
        assertThrows(IllegalArgumentException.class, () -> new LatLon(91, 0));
    }

    @Test
    void rejectsLongitudeBelowMinus180() {
        assertThrows(IllegalArgumentException.class, () -> new LatLon(0, -180.5));
    }

    @Test
    void distanceToSelfIsZero() {
        LatLon p = new LatLon(40.4168, -3.7038);
        assertEquals(0.0, p.distanceTo(p), 1e-9);
    }
}
