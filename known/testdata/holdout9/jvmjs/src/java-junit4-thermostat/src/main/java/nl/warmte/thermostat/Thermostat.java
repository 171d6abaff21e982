package nl.warmte.thermostat;

/** Bang-bang control with hysteresis and a minimum cycle time. */
public class Thermostat {
    private final Settings settings;
    private boolean heating;
    private long lastSwitchMinute = Long.MIN_VALUE / 2;

    public Thermostat(Settings settings) {
        this.settings = settings;
    }

    public boolean update(double roomCelsius, long minute) {
        boolean want = heating
            ? roomCelsius < settings.setpoint() + settings.hysteresis()
            : roomCelsius < settings.setpoint() - settings.hysteresis();
        if (want != heating && minute - lastSwitchMinute >= settings.minCycleMinutes()) {
            heating = want;
            lastSwitchMinute = minute;
        }
        return heating;
    }

    public boolean isHeating() {
        return heating;
    }
}
