package nl.warmte.thermostat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Device settings from a .properties file. */
public final class Settings {
    private final double setpoint;
    private final double hysteresis;
    private final int minCycleMinutes;

    private Settings(double setpoint, double hysteresis, int minCycleMinutes) {
        this.setpoint = setpoint;
        this.hysteresis = hysteresis;
        this.minCycleMinutes = minCycleMinutes;
    }

    public static Settings load(InputStream in) {
        Properties p = new Properties();
        try {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Settings(
            number(p, "setpoint", "20.0"),
            number(p, "hysteresis", "0.5"),
            (int) number(p, "min.cycle.minutes", "5"));
    }

    private static double number(Properties p, String key, String def) {
        String raw = p.getProperty(key, def).trim();
        try {
            return Double.parseDouble(raw);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting '" + key + "' is not a number: " + raw, e);
        }
    }

    public double setpoint() { return setpoint; }
    public double hysteresis() { return hysteresis; }
    public int minCycleMinutes() { return minCycleMinutes; }
}
