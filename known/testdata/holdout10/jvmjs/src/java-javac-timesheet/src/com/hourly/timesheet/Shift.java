package com.hourly.timesheet;

import java.time.Duration;
import java.time.LocalDateTime;

public record Shift(String employee, LocalDateTime start, LocalDateTime end, Kind kind) {
    public enum Kind { REGULAR, NIGHT, WEEKEND, HOLIDAY }

    public Duration length() {
        return Duration.between(start, end);
    }
}
