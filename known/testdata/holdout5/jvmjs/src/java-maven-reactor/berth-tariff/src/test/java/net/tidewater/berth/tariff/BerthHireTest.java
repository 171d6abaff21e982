package net.tidewater.berth.tariff;

import static org.junit.Assert.*;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import net.tidewater.berth.model.PortCall;
import net.tidewater.berth.model.Vessel;
import org.junit.Test;

public class BerthHireTest {
    private static final Instant T0 = Instant.parse("2024-03-01T06:00:00Z");
    private static final Vessel V = new Vessel("IMO9074729", "Nordic Tern", 150, 8, 12000);
    private final BerthHire hire = new BerthHire(new BigDecimal("0.60"));

    private static PortCall alongside(Duration d) { return new PortCall(V, T0, T0.plus(d)); }

    @Test public void wholeHours() { assertEquals(new BigDecimal("450.00"), hire.charge(alongside(Duration.ofHours(5)))); }
    @Test public void startedHourIsBilled() {
        assertEquals("5h10m alongside", 6, hire.billableHours(alongside(Duration.ofMinutes(310))));
    }
    @Test public void chargeForStartedHour() {
        assertEquals(new BigDecimal("540.00"), hire.charge(alongside(Duration.ofMinutes(310))));
    }
}
