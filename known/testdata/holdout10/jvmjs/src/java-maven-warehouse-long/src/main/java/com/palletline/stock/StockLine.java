package com.palletline.stock;

public record StockLine(String sku, String bin, int onHand, int reserved) {
    public int available() {
        return onHand - reserved;
    }
}
