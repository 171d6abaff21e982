package org.gridline.meterbus;

import static org.junit.Assert.*;

import java.math.BigDecimal;
import org.junit.Test;

public class TariffsTest {
    @Test public void dayRate() { assertEquals(new BigDecimal("0.2450"), Tariffs.DAY); }
    @Test public void nightRate() { assertEquals(new BigDecimal("0.1310"), Tariffs.NIGHT); }
    @Test public void standingCharge() { assertEquals(new BigDecimal("0.6012"), Tariffs.STANDING_CHARGE); }
    @Test public void quarterlyBill() {
        assertEquals(new BigDecimal("327.6092"), Tariffs.bill(900, 400, 91));
    }
}
