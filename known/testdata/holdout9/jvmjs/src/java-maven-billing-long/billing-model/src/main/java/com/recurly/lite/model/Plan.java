package com.recurly.lite.model;

public record Plan(String code, Money price, Interval interval) {
    public Plan {
        if (code == null || !code.matches("[a-z0-9-]+")) {
            throw new IllegalArgumentException("bad plan code: " + code);
        }
    }
}
