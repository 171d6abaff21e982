package com.acme.tariff;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

public final class TariffTable {
    private final String region;
    private final Map<String, BigDecimal> rates;

    TariffTable(String region, Map<String, BigDecimal> rates) {
        this.region = region;
        this.rates = Collections.unmodifiableMap(new TreeMap<>(rates));
    }

    public String region() { return region; }

    public int size() { return rates.size(); }

    public BigDecimal duty(String hsCode, BigDecimal value) {
        BigDecimal rate = rates.get(hsCode);
        if (rate == null) {
            return BigDecimal.ZERO.setScale(2);
        }
        return value.multiply(rate).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
    }
}
