package com.harborline.warehouse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StockTest {
    @Test
    void reservesWhatIsOnHand() {
        Stock s = new Stock();
        s.receive("HB-1001", 12);
        assertTrue(s.reserve("HB-1001", 5));
        assertEquals(7, s.onHand("HB-1001"));
    }

    @Test
    void refusesMoreThanOnHand() {
        Stock s = new Stock();
        s.receive("HB-1001", 2);
        assertFalse(s.reserve("HB-1001", 3));
    }

    @Test
    void refusesUnknownSku() {
        Stock s = new Stock();
        s.receive("HB-1001", 2);
        assertFalse(s.reserve("HB-2002", 1));
    }
}
