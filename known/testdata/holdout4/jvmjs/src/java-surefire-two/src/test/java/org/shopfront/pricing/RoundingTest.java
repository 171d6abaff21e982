package org.shopfront.pricing;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class RoundingTest {
    @Test
    public void halfUp() {
        assertEquals(3, Rounding.applyBasisPoints(15, 2000));
        assertEquals(2, Rounding.applyBasisPoints(12, 2000));
    }

    @Test
    public void exact() {
        assertEquals(200, Rounding.applyBasisPoints(1000, 2000));
    }

    @Test
    public void zeroRate() {
        assertEquals(0, Rounding.applyBasisPoints(999, 0));
    }
}
