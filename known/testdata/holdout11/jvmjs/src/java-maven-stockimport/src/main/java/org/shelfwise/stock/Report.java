package org.shelfwise.stock;

import java.util.List;

public final class Report {
    private Report() {}

    public static String line(List<StockRow> rows, String warehouse) {
        return String.format("%s: %.2f", warehouse, Valuation.totalFor(rows, warehouse));
    }
}
