package io.tallyho.ledger;

import java.util.List;

public final class PeriodClose {
    private final LocalDate closingDate;

    public PeriodClose(LocalDate closingDate) {
        this.closingDate = closingDate;
    }

    public boolean isClosed(LocalDate postingDate) {
        return !postingDate.isAfter(closingDate);
    }

    public int countLate(List<LocalDate> dates) {
        int late = 0;
        for (LocalDate d : dates) {
            if (isClosed(d)) late++;
        }
        return late;
    }
}
