package com.recurly.lite.model;

import java.time.LocalDate;

public record Subscription(String id, String customer, Plan plan, LocalDate start, LocalDate cancelledOn) {
    public boolean activeOn(LocalDate day) {
        return !day.isBefore(start) && (cancelledOn == null || day.isBefore(cancelledOn));
    }

    public Subscription cancel(LocalDate on) {
        return new Subscription(id, customer, plan, start, on);
    }
}
