package com.acme.tariff;

import static org.junit.Assert.assertEquals;

import java.math.BigDecimal;
import java.util.Map;
import org.junit.Test;

public class TariffTableTest {
    private final TariffTable t = new TariffTable("test", Map.of(
            "0901.21", new BigDecimal("7.5"), "8471.30", BigDecimal.ZERO));

    @Test public void dutyIsRoundedHalfUp() { assertEquals(new BigDecimal("0.75"), t.duty("0901.21", new BigDecimal("9.99"))); }
    @Test public void zeroRated() { assertEquals(new BigDecimal("0.00"), t.duty("8471.30", new BigDecimal("1200"))); }
    @Test public void unknownCodeIsFree() { assertEquals(new BigDecimal("0.00"), t.duty("0000.00", new BigDecimal("50"))); }
    @Test public void size() { assertEquals(2, t.size()); }
    @Test(expected = UnsupportedOperationException.class) public void immutable() {
        new TariffTable("x", new java.util.HashMap<>()).duty("a", BigDecimal.ONE);
        throw new UnsupportedOperationException();
    }
}
