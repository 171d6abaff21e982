package com.harborline.warehouse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ParcelTest {
    @Test
    void heavyParcelChargedByWeight() {
        assertEquals(9000, new Parcel(30, 20, 10, 9000).chargeableGrams());
    }

    @Test
    void bulkyParcelChargedByVolume() {
        // 60 x 40 x 40 cm = 96000 cm3 -> 19.2 kg volumetric
        assertEquals(19200, new Parcel(60, 40, 40, 3500).chargeableGrams());
    }
}
