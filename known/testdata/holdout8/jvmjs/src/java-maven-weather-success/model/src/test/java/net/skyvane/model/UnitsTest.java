package net.skyvane.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UnitsTest {
    @ParameterizedTest
    @CsvSource({"0, 32", "100, 212", "-40, -40", "37, 98.6", "21.5, 70.7"})
    void celsiusToFahrenheit(double c, double f) {
        assertEquals(f, Units.cToF(c), 1e-9);
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "5, 1", "11, 2", "19, 3", "28, 4", "38, 5", "49, 6", "61, 7", "74, 8", "88, 9", "102, 10", "117, 11", "130, 12"})
    void beaufortScale(double kmh, int expected) {
        assertEquals(expected, Units.beaufort(kmh));
    }

    @Test
    void knots() {
        assertEquals(10.0, Units.kmhToKnots(18.52), 1e-9);
    }

    @Test
    void dewPointAtSaturationIsAirTemperature() {
        assertEquals(20.0, Units.dewPoint(20.0, 100), 1e-9);
    }

    @Test
    @Disabled("needs the WMO reference tables (skyvane#212)")
    void dewPointMatchesWmoTables() {
    }
}
