package com.palletline.stock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class StockLedgerTest {
    private StockLedger ledger;

    @BeforeEach
    void loadFixture() throws Exception {
        ledger = StockLedger.load(new InputStreamReader(
                getClass().getResourceAsStream("/fixtures/stock_levels.csv"), StandardCharsets.UTF_8));
    }

    @Test
    void countsSkus() {
        assertEquals(4, ledger.skuCount());
    }

    @Test
    void sumsAvailableOverBins() {
        assertEquals(57, ledger.available("SKU-1001"));
    }

    @Test
    void reservedIsNotAvailable() {
        assertEquals(0, ledger.available("SKU-1003"));
    }

    @Test
    void unknownSkuHasNothing() {
        assertEquals(0, ledger.available("SKU-9999"));
    }

    @Test
    void keepsBinOrder() {
        assertEquals("A-01", ledger.bins("SKU-1001").get(0).bin());
    }

    @Test
    void everyBinHasAName() {
        assertTrue(ledger.bins("SKU-1002").stream().noneMatch(b -> b.bin().isBlank()));
    }
}
