package io.ledgerline.core;

import java.time.LocalDate;
import java.time.YearMonth;

/** A closed accounting month. */
public record Period(YearMonth month) {
    public boolean contains(LocalDate d) {
        return YearMonth.from(d).equals(month);
    }

    public static Period of(int year, int month) {
        return new Period(YearMonth.of(year, month));
    }
}
