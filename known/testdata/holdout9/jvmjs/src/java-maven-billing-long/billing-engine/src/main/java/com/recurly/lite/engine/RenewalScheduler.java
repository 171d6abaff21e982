package com.recurly.lite.engine;

import com.recurly.lite.model.Subscription;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Computes the billing periods of a subscription: each starts on the anniversary day of the start. */
public class RenewalScheduler {

    public BillingPeriod periodContaining(Subscription sub, LocalDate day) {
        int months = sub.plan().interval().months();
        LocalDate from = sub.start();
        int n = 0;
        while (!from.plusMonths((long) (n + 1) * months).isAfter(day)) {
            n++;
        }
        return new BillingPeriod(sub.start().plusMonths((long) n * months),
            sub.start().plusMonths((long) (n + 1) * months));
    }

    public List<Renewal> renewalsOn(List<Subscription> subs, LocalDate day) {
        List<Renewal> out = new ArrayList<>();
        for (Subscription s : subs) {
            if (!s.activeOn(day)) {
                continue;
            }
            BillingPeriod p = periodContaining(s, day);
            if (p.from().equals(day) && !day.equals(s.start())) {
                Log.info("renewals", "renew %s plan=%s period=%s..%s amount=%s", s.id(), s.plan().code(),
                    p.from(), p.until(), s.plan().price());
                out.add(new Renewal(s, p));
            }
        }
        return out;
    }

    public record Renewal(Subscription subscription, BillingPeriod period) {}
}
