package com.lumenpay.payouts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class PayoutBatchTest {
    @Test
    void sumsItsLines() {
        PayoutBatch b = new PayoutBatch();
        b.add("A", 100);
        b.add("B", 250);
        assertEquals(350, b.totalCents());
        assertEquals(2, b.size());
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -1, -5000})
    void rejectsNonPositiveAmounts(long cents) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PayoutBatch().add("A", cents));
        assertEquals("payout must be positive: " + cents, e.getMessage());
    }
}
