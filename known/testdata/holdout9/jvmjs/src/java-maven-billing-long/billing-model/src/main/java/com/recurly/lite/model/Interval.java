package com.recurly.lite.model;

public enum Interval {
    MONTHLY(1), QUARTERLY(3), YEARLY(12);

    private final int months;

    Interval(int months) {
        this.months = months;
    }

    public int months() {
        return months;
    }
}
