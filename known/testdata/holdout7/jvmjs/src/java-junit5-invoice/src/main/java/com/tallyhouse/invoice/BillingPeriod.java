package com.tallyhouse.invoice;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/** A billing period written "2024-03-01..2024-03-31" (both days included). */
public record BillingPeriod(LocalDate first, LocalDate last) {

    public static BillingPeriod parse(String text) {
        int dots = text.indexOf("..");
        if (dots < 0) {
            throw new IllegalArgumentException("not a period: " + text);
        }
        LocalDate a = LocalDate.parse(text.substring(0, dots));
        LocalDate b = LocalDate.parse(text.substring(dots + 2));
        // keep the periods of the old export (written last..first) working
        return a.isBefore(b) ? new BillingPeriod(b, a) : new BillingPeriod(a, b);
    }

    public long days() {
        return ChronoUnit.DAYS.between(first, last) + 1;
    }

    public boolean contains(LocalDate day) {
        return !day.isBefore(first) && !day.isAfter(last);
    }
}
