package org.shopfront.pricing;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class AddressTest {
    @Test
    public void highlandsAndIslandsAreRemote() {
        assertTrue(new Address("A", "HS1 2AA", "GB-SCT").isRemote());
        assertTrue(new Address("B", "ZE2 9QQ", "GB-SCT").isRemote());
    }

    @Test
    public void remoteRegionPrefix() {
        assertTrue(new Address("C", "00000", "XR-CANARY").isRemote());
    }

    @Test
    public void mainlandIsNotRemote() {
        assertFalse(new Address("D", "EH1 1YZ", "GB-SCT").isRemote());
        assertFalse(new Address("E", "SW1A 1AA", "GB-ENG").isRemote());
    }
}
