package com.palletline.stock;

public final class ReorderPolicy {
    private final int minimum;
    private final int batch;

    public ReorderPolicy(int minimum, int batch) {
        this.minimum = minimum;
        this.batch = batch;
    }

    public int reorderQuantity(String sku, int available) {
        if (available >= minimum) {
            System.out.println("INFO  reorder: " + sku + " available=" + available + " >= min=" + minimum + ", nothing to order");
            return 0;
        }
        int batches = (minimum - available + batch - 1) / batch;
        System.out.println("INFO  reorder: " + sku + " available=" + available + " < min=" + minimum + ", ordering " + batches + " x " + batch);
        return batches * batch;
    }
}
