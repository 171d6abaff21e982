package org.gridline.meter;

import java.time.LocalDate;

public record Reading(LocalDate date, long kwh) {
}
