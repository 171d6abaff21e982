package dev.kitchenscale.units;

import java.util.Locale;

public record Quantity(double amount, String unit) {
    public String display() {
        if (amount == Math.rint(amount)) {
            return String.format(Locale.ROOT, "%d %s", (long) amount, unit);
        }
        return String.format(Locale.ROOT, "%.1f %s", amount, unit);
    }
}
