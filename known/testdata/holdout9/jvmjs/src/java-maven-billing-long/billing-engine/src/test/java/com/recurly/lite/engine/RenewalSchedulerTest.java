package com.recurly.lite.engine;

import com.recurly.lite.model.Subscription;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RenewalSchedulerTest {
    private final RenewalScheduler scheduler = new RenewalScheduler();

    @Test
    void monthlyPeriodsFollowTheStartDay() {
        Subscription s = new Subscription("s", "c", Fixtures.PRO_MONTHLY, LocalDate.of(2024, 1, 10), null);
        assertEquals(new BillingPeriod(LocalDate.of(2024, 3, 10), LocalDate.of(2024, 4, 10)),
            scheduler.periodContaining(s, LocalDate.of(2024, 3, 22)));
    }

    @Test
    void quarterlyPeriods() {
        Subscription s = new Subscription("s", "c", Fixtures.TEAM_QUARTERLY, LocalDate.of(2023, 11, 5), null);
        assertEquals(new BillingPeriod(LocalDate.of(2024, 2, 5), LocalDate.of(2024, 5, 5)),
            scheduler.periodContaining(s, LocalDate.of(2024, 2, 5)));
    }

    @Test
    void renewalsOverTheFirstQuarter() {
        List<Subscription> book = Fixtures.book();
        int total = 0;
        for (LocalDate d = LocalDate.of(2024, 1, 1); d.isBefore(LocalDate.of(2024, 4, 1)); d = d.plusDays(1)) {
            total += scheduler.renewalsOn(book, d).size();
        }
        assertEquals(208, total);
    }
}
