package org.shelfwise.stock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ValuationTest {
    private final List<StockRow> rows = List.of(
            new StockRow("A", "DUB", 4, 2.5),
            new StockRow("B", "ORK", 10, 0.3),
            new StockRow("C", "DUB", 1, 7.0));

    @Test
    void totalsEveryRow() {
        assertEquals(20.0, Valuation.total(rows), 1e-9);
    }

    @Test
    @SuppressWarnings("deprecation")
    void reportsOneWarehouse() {
        assertEquals("DUB: 17.00", Report.line(rows, "DUB"));
    }
}
