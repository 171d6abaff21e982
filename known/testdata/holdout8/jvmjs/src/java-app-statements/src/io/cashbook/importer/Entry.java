package io.cashbook.importer;

import java.time.LocalDate;

public record Entry(LocalDate booked, String account, long cents, String memo) {
}
