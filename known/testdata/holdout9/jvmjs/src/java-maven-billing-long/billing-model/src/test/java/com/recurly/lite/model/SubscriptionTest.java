package com.recurly.lite.model;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SubscriptionTest {
    private final Plan plan = new Plan("pro-monthly", Money.of("29", "EUR"), Interval.MONTHLY);
    private final Subscription sub = new Subscription("sub-1", "cus-1", plan, LocalDate.of(2024, 1, 15), null);

    @Test
    void activeFromStart() {
        assertTrue(sub.activeOn(LocalDate.of(2024, 1, 15)));
        assertFalse(sub.activeOn(LocalDate.of(2024, 1, 14)));
    }

    @Test
    void inactiveFromCancellation() {
        Subscription c = sub.cancel(LocalDate.of(2024, 3, 1));
        assertTrue(c.activeOn(LocalDate.of(2024, 2, 29)));
        assertFalse(c.activeOn(LocalDate.of(2024, 3, 1)));
    }
}
