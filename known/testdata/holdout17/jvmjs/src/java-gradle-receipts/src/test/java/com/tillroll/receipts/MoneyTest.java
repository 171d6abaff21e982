package com.tillroll.receipts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoneyTest {
    @ParameterizedTest
    @CsvSource({"0, £0.00", "7, £0.07", "1999, £19.99", "-250, £-2.50"})
    void formats(long pence, String expected) {
        assertEquals(expected, Money.format(pence));
    }
}
