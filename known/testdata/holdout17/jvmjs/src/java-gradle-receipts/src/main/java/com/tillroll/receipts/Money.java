package com.tillroll.receipts;

public final class Money {
    private Money() {
    }

    public static String format(long pence) {
        return String.format("£%d.%02d", pence / 100, Math.abs(pence % 100));
    }
}
