package gov.permits;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class ZoningTest {
    @Test
    public void residentialLimits() {
        assertTrue(Zoning.allows("R1", 2));
        assertFalse(Zoning.allows("R1", 3));
    }

    @Test(expected = IllegalArgumentException.class)
    public void unknownZone() {
        Zoning.allows("X9", 1);
    }
}
