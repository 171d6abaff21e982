package net.gridline.meter;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;
import org.junit.Test;

public class BillingTest {
    @Test
    public void sumsReadingsInKilowattHours() {
        assertEquals(412.5, Billing.kilowattHours(Arrays.asList(
                new Reading("M-1", 400_000), new Reading("M-1", 12_500))), 1e-9);
    }

    @Test
    public void roundsTheBillToTheCent() {
        assertEquals(3413, Billing.centsFor(12.19, 280));
    }
}
