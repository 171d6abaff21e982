package com.recurly.lite.engine;

import com.recurly.lite.model.Interval;
import com.recurly.lite.model.Money;
import com.recurly.lite.model.Plan;
import com.recurly.lite.model.Subscription;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

final class Fixtures {
    static final Plan PRO_MONTHLY = new Plan("pro-monthly", Money.of("29", "EUR"), Interval.MONTHLY);
    static final Plan TEAM_QUARTERLY = new Plan("team-quarterly", Money.of("240", "EUR"), Interval.QUARTERLY);
    static final Plan TEAM_YEARLY = new Plan("team-yearly", Money.of("900", "EUR"), Interval.YEARLY);

    private Fixtures() {}

    /** 120 subscriptions spread over 2023, a few customers with several. */
    static List<Subscription> book() {
        List<Subscription> out = new ArrayList<>();
        Plan[] plans = {PRO_MONTHLY, PRO_MONTHLY, TEAM_QUARTERLY, TEAM_YEARLY};
        for (int i = 1; i <= 120; i++) {
            LocalDate start = LocalDate.of(2023, 1 + (i * 7) % 12, 1 + (i * 11) % 28);
            out.add(new Subscription(String.format("sub-%04d", i), String.format("cus-%03d", (i * 37) % 90),
                plans[i % plans.length], start, i % 13 == 0 ? LocalDate.of(2024, 2, 1) : null));
        }
        return out;
    }
}
