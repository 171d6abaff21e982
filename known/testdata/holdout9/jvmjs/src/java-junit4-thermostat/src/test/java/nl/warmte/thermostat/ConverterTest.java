package nl.warmte.thermostat;

import org.junit.Test;

import static org.junit.Assert.assertEquals;

public class ConverterTest {
    @Test
    public void freezingPoint() {
        assertEquals(32.0, Converter.toFahrenheit(0), 1e-9);
    }

    @Test
    public void bodyTemperature() {
        assertEquals(37.0, Converter.toCelsius(98.6), 1e-9);
    }

    @Test
    public void displayRoundsToHalfDegrees() {
        assertEquals(21.5, Converter.toDisplay(21.3));
        assertEquals(21.0, Converter.toDisplay(21.2));
    }
}
