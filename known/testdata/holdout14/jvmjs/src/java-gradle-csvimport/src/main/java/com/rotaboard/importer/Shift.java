package com.rotaboard.importer;

import java.time.LocalDate;
import java.time.LocalTime;

public final class Shift {
    public final String person;
    public final LocalDate day;
    public final LocalTime start;
    public final LocalTime end;

    public Shift(String person, LocalDate day, LocalTime start, LocalTime end) {
        this.person = person;
        this.day = day;
        this.start = start;
        this.end = end;
    }

    public long minutes() {
        long m = java.time.Duration.between(start, end).toMinutes();
        return m < 0 ? m + 24 * 60 : m;
    }
}
