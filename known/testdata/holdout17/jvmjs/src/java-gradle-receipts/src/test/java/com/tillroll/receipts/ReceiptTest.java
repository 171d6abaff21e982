package com.tillroll.receipts;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class ReceiptTest {
    @Test
    public void sumsLines() {
        Receipt r = new Receipt().add(new LineItem("TEA-40", 2, 349)).add(new LineItem("MUG-01", 1, 799));
        assertEquals(1497, r.totalPence());
    }

    @Test
    public void formatsPence() {
        assertEquals("£14.97", Money.format(1497));
        assertEquals("£0.05", Money.format(5));
    }
}
