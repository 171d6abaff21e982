package org.tidetable.core;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class RuleOfTwelfthsTest {
    @Test
    public void halfTideAfterThreeHours() {
        assertEquals(2.5, RuleOfTwelfths.heightAfter(1.0, 4.0, 3), 1e-9);
    }

    @Test
    public void fullRiseAfterSixHours() {
        assertEquals(4.0, RuleOfTwelfths.heightAfter(1.0, 4.0, 6), 1e-9);
    }

    @Test
    public void seventhHourStaysHigh() {
        assertEquals(4.0, RuleOfTwelfths.heightAfter(1.0, 4.0, 7), 1e-9);
    }
}
