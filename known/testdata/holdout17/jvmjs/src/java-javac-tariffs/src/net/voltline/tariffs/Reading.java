package net.voltline.tariffs;

import java.time.LocalDate;

public record Reading(String meterId, LocalDate day, double kwh) {
}
