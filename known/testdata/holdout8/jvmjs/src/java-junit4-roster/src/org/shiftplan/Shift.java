package org.shiftplan;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalTime;

public record Shift(String person, DayOfWeek day, LocalTime start, LocalTime end) {
    public Shift {
        if (start.equals(end)) {
            throw new IllegalArgumentException("empty shift for " + person + " on " + day);
        }
    }

    /** Length in minutes; a shift ending before it starts runs past midnight. */
    public long minutes() {
        Duration d = Duration.between(start, end);
        return d.isNegative() ? d.plusDays(1).toMinutes() : d.toMinutes();
    }

    public boolean overnight() {
        return end.isBefore(start);
    }
}
