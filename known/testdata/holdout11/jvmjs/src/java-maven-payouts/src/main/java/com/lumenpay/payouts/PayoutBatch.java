package com.lumenpay.payouts;

import java.util.ArrayList;
import java.util.List;

/** Payouts collected for one settlement run. */
public final class PayoutBatch {
    public record Line(String account, long cents) {}

    private final List<Line> lines = new ArrayList<>();

    public void add(String account, long cents) {
        if (cents <= 0) {
            throw new IllegalArgumentException("payout must be positive: " + cents);
        }
        lines.add(new Line(account, cents));
    }

    public long totalCents() {
        return lines.stream().mapToLong(Line::cents).sum();
    }

    public int size() {
        return lines.size();
    }
}
