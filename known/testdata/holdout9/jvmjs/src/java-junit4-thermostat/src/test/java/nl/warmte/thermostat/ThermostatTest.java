package nl.warmte.thermostat;

import org.junit.Before;
import org.junit.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class ThermostatTest {
    private Thermostat t;

    @Before
    public void setUp() {
        String props = "setpoint=20\nhysteresis=0.5\nmin.cycle.minutes=5\n";
        t = new Thermostat(Settings.load(new ByteArrayInputStream(props.getBytes(StandardCharsets.ISO_8859_1))));
    }

    @Test
    public void startsHeatingBelowBand() {
        assertTrue(t.update(19.4, 0));
    }

    @Test
    public void staysOffInsideBand() {
        assertFalse(t.update(19.8, 0));
    }

    @Test
    public void keepsHeatingUntilUpperEdge() {
        t.update(19.0, 0);
        assertTrue(t.update(20.4, 10));
        assertFalse(t.update(20.6, 20));
    }

    @Test
    public void respectsMinimumCycle() {
        t.update(19.0, 0);
        assertTrue(t.update(21.0, 3));
    }
}
