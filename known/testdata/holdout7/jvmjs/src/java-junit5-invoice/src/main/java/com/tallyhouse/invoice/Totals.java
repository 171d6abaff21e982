package com.tallyhouse.invoice;

import java.math.BigDecimal;
import java.util.List;

public final class Totals {
    public record Line(String description, int quantity, Money unitPrice) {
        Money net() { return unitPrice.times(quantity); }
    }

    private Totals() {}

    public static Money net(List<Line> lines) {
        Money sum = Money.of("0.00 " + lines.get(0).unitPrice().currency());
        for (Line l : lines) {
            sum = sum.plus(l.net());
        }
        return sum;
    }

    public static Money vat(List<Line> lines, BigDecimal rate) {
        return net(lines).percent(rate);
    }

    public static Money gross(List<Line> lines, BigDecimal rate) {
        return net(lines).plus(vat(lines, rate));
    }
}
