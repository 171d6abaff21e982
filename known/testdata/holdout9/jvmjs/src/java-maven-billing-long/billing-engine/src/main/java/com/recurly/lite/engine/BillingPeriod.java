package com.recurly.lite.engine;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

public record BillingPeriod(LocalDate from, LocalDate until) {
    public long days() {
        return ChronoUnit.DAYS.between(from, until);
    }
}
