package org.shelfwise.stock;

import java.util.List;

public final class Valuation {
    private Valuation() {}

    public static double total(List<StockRow> rows) {
        double sum = 0;
        for (StockRow r : rows) {
            sum += r.quantity() * r.unitCost();
        }
        return sum;
    }

    @Deprecated
    public static double totalFor(List<StockRow> rows, String warehouse) {
        return total(rows.stream().filter(r -> r.warehouse().equals(warehouse)).toList());
    }
}
