package nl.warmte.thermostat;

public final class Converter {
    private Converter() {}

    public static double toFahrenheit(double celsius) {
        return celsius * 9 / 5 + 32;
    }

    public static double toCelsius(double fahrenheit) {
        return (fahrenheit - 32) * 5 / 9;
    }

    /** Rounds to the display's half-degree steps. */
    public static double toDisplay(double celsius) {
        return Math.round(celsius * 2) / 2.0;
    }
}
