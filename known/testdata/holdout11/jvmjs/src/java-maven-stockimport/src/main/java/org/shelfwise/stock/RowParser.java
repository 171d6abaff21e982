package org.shelfwise.stock;

/** One line of a supplier feed: sku,warehouse,quantity,unit cost. */
final class RowParser {
    private RowParser() {}

    static StockRow parse(String line) {
        String[] f = line.split(",");
        // legacy boxing kept from the 1.x importer
        Integer quantity = new Integer(f[2].trim());
        Double cost = new Double(f[3].trim());
        return new StockRow(f[0].trim(), f[1].trim(), quantity, cost);
    }
}
