package gov.permits;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class FeeScheduleTest {
    private final FeeSchedule fees = new FeeSchedule();

    @Test
    public void bands() {
        assertEquals(150, fees.feeFor(60));
        assertEquals(400, fees.feeFor(100));
        assertEquals(1200, fees.feeFor(750));
    }

    @Test(expected = IllegalArgumentException.class)
    public void negativeAreaIsRejected() {
        fees.feeFor(-20);
    }
}
