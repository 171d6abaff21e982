package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class VolumetricWeightTest {
    @Test
    void heavySmallParcelUsesActualWeight() {
        assertEquals(9.0, VolumetricWeight.billableKg(new Parcel(9.0, 30, 20, 10)), 1e-9);
    }

    @Test
    void lightBulkyParcelUsesVolume() {
        // 60 x 50 x 20 cm = 60,000 cm3
        assertEquals(15.0, VolumetricWeight.billableKg(new Parcel(4.0, 60, 50, 20)), 1e-9);
    }

    @Test
    void volumetricOfCube() {
        assertEquals(1.6, VolumetricWeight.volumetricKg(new Parcel(1.0, 20, 20, 20)), 1e-9);
    }
}
