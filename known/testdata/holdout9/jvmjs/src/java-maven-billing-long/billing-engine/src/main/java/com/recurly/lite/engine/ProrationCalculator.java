package com.recurly.lite.engine;

import com.recurly.lite.model.Money;
import com.recurly.lite.model.Subscription;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;

/** Credit for the unused part of the current period when a customer cancels or switches plan. */
public class ProrationCalculator {
    private final RenewalScheduler scheduler = new RenewalScheduler();

    public Money unusedCredit(Subscription sub, LocalDate changeDay) {
        BillingPeriod p = scheduler.periodContaining(sub, changeDay);
        long unused = p.until().toEpochDay() - changeDay.toEpochDay();
        BigDecimal share = BigDecimal.valueOf(unused).divide(BigDecimal.valueOf(p.days()), 2, RoundingMode.HALF_EVEN);
        Money credit = sub.plan().price().times(share);
        Log.info("proration", "%s change=%s period=%s..%s unused=%d/%d credit=%s", sub.id(), changeDay,
            p.from(), p.until(), unused, p.days(), credit);
        return credit;
    }
}
