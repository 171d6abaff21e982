package org.shelfwise.stock;

public record StockRow(String sku, String warehouse, int quantity, double unitCost) {}
