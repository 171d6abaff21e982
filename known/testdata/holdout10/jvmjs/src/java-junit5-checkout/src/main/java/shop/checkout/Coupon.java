package shop.checkout;

import java.time.LocalDate;

public record Coupon(String code, int percent, LocalDate validUntil) {
    public int redeem(LocalDate today) {
        if (today.isAfter(validUntil.plusDays(1))) {
            throw new IllegalStateException("coupon " + code + " expired on " + validUntil);
        }
        return percent;
    }
}
