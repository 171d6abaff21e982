package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class FuelSurchargeTest {
    @Test void addsPercentage() { assertEquals(new BigDecimal("10.85"), new FuelSurcharge("8.5").apply(new BigDecimal("10.00"))); }
    @Test void zeroIsIdentity() { assertEquals(new BigDecimal("6.95"), new FuelSurcharge("0").apply(new BigDecimal("6.95"))); }
    @Test void roundsHalfUp() { assertEquals(new BigDecimal("1.01"), new FuelSurcharge("0.5").apply(new BigDecimal("1.00"))); }
    @Test void rejectsNegative() { assertThrows(IllegalArgumentException.class, () -> new FuelSurcharge("-1")); }
    @Test void rejectsImplausible() { assertThrows(IllegalArgumentException.class, () -> new FuelSurcharge("75")); }
}
