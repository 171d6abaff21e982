package com.acme.tariff;

import java.math.BigDecimal;

final class RateParser {
    private RateParser() {}

    static BigDecimal percent(String raw) {
        String s = raw.trim();
        if (s.endsWith("%")) {
            s = s.substring(0, s.length() - 1).trim();
        }
        return new BigDecimal(Double.toString(Double.parseDouble(s)));
    }
}
