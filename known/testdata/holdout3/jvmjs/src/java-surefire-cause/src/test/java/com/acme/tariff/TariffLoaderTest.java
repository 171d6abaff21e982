package com.acme.tariff;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.math.BigDecimal;
import org.junit.Test;

public class TariffLoaderTest {
    @Test public void loadsUk() {
        TariffTable uk = TariffLoader.load("uk");
        assertEquals(3, uk.size());
        assertEquals(new BigDecimal("8.00"), uk.duty("6403.99", new BigDecimal("100")));
    }

    @Test public void loadsEu() {
        TariffTable eu = TariffLoader.load("eu");
        assertEquals(6, eu.size());
        assertEquals(new BigDecimal("1.41"), eu.duty("9503.00", new BigDecimal("30")));
    }

    @Test public void missingRegion() {
        try {
            TariffLoader.load("mars");
        } catch (TariffException e) {
            assertTrue(e.getMessage().contains("mars"));
        }
    }
}
