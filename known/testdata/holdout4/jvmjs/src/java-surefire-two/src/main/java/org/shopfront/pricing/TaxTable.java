package org.shopfront.pricing;

import java.util.HashMap;
import java.util.Map;

public final class TaxTable {
    private final Map<String, Integer> basisPoints = new HashMap<>();

    public TaxTable rate(String category, int bp) {
        basisPoints.put(category, bp);
        return this;
    }

    public Money taxOn(String category, Money net) {
        Integer bp = basisPoints.get(category);
        if (bp == null) {
            throw new IllegalArgumentException("no tax rate for category " + category);
        }
        return Money.of(Rounding.applyBasisPoints(net.cents(), bp), net.currency());
    }
}
