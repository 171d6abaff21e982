package net.voltway.tariffs;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;
import org.junit.Test;

public class BillTest {
    @Test
    public void flatKilowattEveryHour() {
        int[] wh = new int[24];
        Arrays.fill(wh, 1000);
        assertEquals(632, Bill.dayCents(wh));
    }

    @Test
    public void shortDayIsWithheld() {
        assertEquals(-1, Bill.dayCents(new int[23]));
    }
}
