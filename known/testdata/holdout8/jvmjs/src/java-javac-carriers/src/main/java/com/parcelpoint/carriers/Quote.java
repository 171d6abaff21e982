package com.parcelpoint.carriers;

public record Quote(String carrier, long cents, int days) implements Comparable<Quote> {
    @Override
    public int compareTo(Quote o) {
        int c = Long.compare(cents, o.cents);
        return c != 0 ? c : Integer.compare(days, o.days);
    }
}
