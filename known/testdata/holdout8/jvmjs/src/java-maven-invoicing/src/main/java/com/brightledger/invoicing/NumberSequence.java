package com.brightledger.invoicing;

import java.time.Year;

/** Invoice numbers of the form YYYYnnnnn, restarting every year. */
public final class NumberSequence {
    private int year;
    private long next;

    public NumberSequence(Year start, long next) {
        this.year = start.getValue();
        this.next = next;
    }

    public synchronized Long next(Year current) {
        if (current.getValue() != year) {
            year = current.getValue();
            next = 1;
        }
        return year * 100_000L + next++;
    }
}
