package org.shopfront.pricing;

import java.util.Locale;
import java.util.regex.Pattern;

public final class CouponCode {
    private static final Pattern FORMAT = Pattern.compile("[A-Z]{3,8}-(\\d{1,2})(P|F)");

    private CouponCode() {}

    public static DiscountRule parse(String code) {
        var m = FORMAT.matcher(code.trim().toUpperCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("not a coupon code: " + code);
        }
        int n = Integer.parseInt(m.group(1));
        return m.group(2).equals("P") ? DiscountRule.percent(n) : DiscountRule.fixed(n * 100L);
    }
}
