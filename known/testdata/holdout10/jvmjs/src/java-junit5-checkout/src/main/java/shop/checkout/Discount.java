package shop.checkout;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Tiered discount: 5% from 50.00, 10% from 100.00, 15% from 250.00. */
public final class Discount {
    private Discount() {}

    public static BigDecimal apply(BigDecimal subtotal) {
        int percent;
        if (subtotal.compareTo(new BigDecimal("250.00")) > 0) percent = 15;
        else if (subtotal.compareTo(new BigDecimal("100.00")) > 0) percent = 10;
        else if (subtotal.compareTo(new BigDecimal("50.00")) > 0) percent = 5;
        else percent = 0;
        BigDecimal off = subtotal.multiply(BigDecimal.valueOf(percent)).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
        return subtotal.subtract(off);
    }
}
