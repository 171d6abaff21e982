package net.tidewater.berth.tariff;

import static org.junit.Assert.*;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import net.tidewater.berth.model.PortCall;
import net.tidewater.berth.model.Vessel;
import org.junit.Test;

public class InvoiceTest {
    private static final Instant T0 = Instant.parse("2024-03-01T06:00:00Z");

    @Test public void totalAddsTheParts() {
        PortCall c = new PortCall(new Vessel("IMO9074729", "a", 100, 6, 4000), T0, T0.plus(Duration.ofHours(10)));
        Invoice inv = Invoice.of(c, new PortDues(), new Pilotage(), new BerthHire(new BigDecimal("0.50")));
        assertEquals(new BigDecimal("2000.00"), inv.total());
    }
}
