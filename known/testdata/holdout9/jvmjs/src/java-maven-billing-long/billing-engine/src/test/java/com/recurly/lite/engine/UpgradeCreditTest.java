package com.recurly.lite.engine;

import com.recurly.lite.model.Money;
import com.recurly.lite.model.Subscription;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.LocalDate;

import static org.junit.jupiter.api.Assertions.assertEquals;

class UpgradeCreditTest {
    private final ProrationCalculator calc = new ProrationCalculator();

    @ParameterizedTest(name = "start {0}, change {1} -> {2}")
    @CsvSource({
        "2024-01-01, 2024-01-01, 29.00",
        "2024-01-01, 2024-01-16, 14.97",
        "2024-01-10, 2024-02-09, 0.94",
        "2024-02-01, 2024-02-15, 15.00",
        "2024-01-31, 2024-02-15, 14.00",
    })
    void monthlyCredit(LocalDate start, LocalDate change, String credit) {
        Subscription s = new Subscription("sub-p", "cus-p", Fixtures.PRO_MONTHLY, start, null);
        assertEquals(Money.of(credit, "EUR"), calc.unusedCredit(s, change));
    }

    @Test
    void yearlyCreditHalfWay() {
        Subscription s = new Subscription("sub-y", "cus-y", Fixtures.TEAM_YEARLY, LocalDate.of(2023, 7, 1), null);
        assertEquals(Money.of("450.00", "EUR"), calc.unusedCredit(s, LocalDate.of(2023, 12, 31)));
    }
}
