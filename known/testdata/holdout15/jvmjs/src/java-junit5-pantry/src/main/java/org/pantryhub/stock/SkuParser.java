package org.pantryhub.stock;

public final class SkuParser {
    private SkuParser() {}

    /** "PH-00421-B" -> 421; rejects anything else with IllegalArgumentException */
    public static int number(String sku) {
        if (sku == null || !sku.startsWith("PH-")) {
            throw new IllegalArgumentException("not a pantryhub sku: " + sku);
        }
        String[] parts = sku.split("-");
        return Integer.parseInt(parts[1]);
    }
}
