package net.tidewater.berth.tariff;

import static org.junit.Assert.*;

import java.math.BigDecimal;
import net.tidewater.berth.model.Vessel;
import org.junit.Test;

public class PortDuesTest {
    private final PortDues dues = new PortDues();

    @Test public void perGrossTon() { assertEquals(new BigDecimal("4601.00"), dues.charge(new Vessel("IMO9074729", "a", 180, 9, 21400))); }
    @Test public void minimumCharge() { assertEquals(new BigDecimal("350.00"), dues.charge(new Vessel("IMO9074729", "a", 40, 3, 900))); }
    @Test public void roundsHalfUp() { assertEquals(new BigDecimal("2150.22"), dues.charge(new Vessel("IMO9074729", "a", 120, 6, 10001))); }
}
