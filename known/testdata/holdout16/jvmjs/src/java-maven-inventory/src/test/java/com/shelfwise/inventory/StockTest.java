package com.shelfwise.inventory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class StockTest {
    @Test
    void totalsAcrossWarehouses() {
        Stock s = new Stock();
        s.add(new StockItem("BOLT-M6", "LEEDS", 120));
        s.add(new StockItem("BOLT-M6", "HULL", 30));
        assertEquals(150, s.totalsBySku().get("BOLT-M6"));
    }

    @Test
    void warehousesSorted() {
        Stock s = new Stock();
        s.add(new StockItem("NUT-M6", "YORK", 10));
        s.add(new StockItem("NUT-M6", "HULL", 4));
        assertEquals(List.of("HULL", "YORK"), s.warehousesFor("NUT-M6"));
    }
}
