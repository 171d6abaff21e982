package com.rotabox.shifts;

import java.time.Duration;
import java.time.LocalTime;

public final class Shift {
    private final LocalTime start;
    private final LocalTime end;
    private final int breakMinutes;

    public Shift(LocalTime start, LocalTime end, int breakMinutes) {
        this.start = start;
        this.end = end;
        this.breakMinutes = breakMinutes;
    }

    /** Paid minutes: the time on shift less the unpaid break. */
    public long paidMinutes() {
        return Duration.between(start, end).toMinutes() - breakMinutes;
    }

    public boolean isNight() {
        return start.isAfter(LocalTime.of(20, 0)) || end.isBefore(LocalTime.of(6, 0));
    }
}
