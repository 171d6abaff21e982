package org.gridline.meter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TariffTest {
    @Test
    void energyAndStandingCharge() {
        assertEquals(30 * 24 + 7 * 53, new Tariff(24, 53).bill(30, 7));
    }

    @Test
    void zeroUse() {
        assertEquals(31 * 53, new Tariff(24, 53).bill(0, 31));
    }
}
