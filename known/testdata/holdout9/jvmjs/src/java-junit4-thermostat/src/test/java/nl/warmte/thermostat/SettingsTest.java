package nl.warmte.thermostat;

import org.junit.Test;

import java.io.InputStream;

import static org.junit.Assert.assertEquals;

public class SettingsTest {
    private static Settings fixture(String name) {
        InputStream in = SettingsTest.class.getResourceAsStream("/" + name);
        return Settings.load(in);
    }

    @Test
    public void defaults() {
        Settings s = fixture("empty.properties");
        assertEquals(20.0, s.setpoint(), 0);
        assertEquals(5, s.minCycleMinutes());
    }

    @Test
    public void livingRoom() {
        Settings s = fixture("living-room.properties");
        assertEquals(21.5, s.setpoint(), 0);
        assertEquals(0.3, s.hysteresis(), 0);
        assertEquals(10, s.minCycleMinutes());
    }
}
