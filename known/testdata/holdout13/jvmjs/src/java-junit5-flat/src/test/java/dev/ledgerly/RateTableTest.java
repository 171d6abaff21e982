package dev.ledgerly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class RateTableTest {
    static RateTable table;

    @BeforeAll
    static void loadRates() throws Exception {
        table = RateTable.load("/rates/eur.properties");
    }

    @Test
    void convertsToUsd() {
        assertEquals(0, new BigDecimal("10.80").compareTo(table.convert(BigDecimal.TEN, "USD")));
    }

    @Test
    void unknownCurrencyIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> table.convert(BigDecimal.ONE, "XYZ"));
    }
}
