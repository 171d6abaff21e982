package com.brightbill.invoicing;

import java.util.Map;

public final class TaxTable {
    private static final Map<String, Integer> BASIS_POINTS = Map.of(
            "STD", 2000,
            "RED", 500,
            "ZERO", 0);

    private TaxTable() {}

    public static int basisPoints(String code) {
        Integer bp = BASIS_POINTS.get(code);
        if (bp == null) {
            throw new IllegalArgumentException("unknown tax code " + code);
        }
        return bp;
    }
}
