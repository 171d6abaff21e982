package com.acme.ledger;

import java.time.LocalDate;

public record Entry(LocalDate date, String memo, long amountCents) {
    public Entry {
        if (memo == null || memo.isBlank()) {
            throw new IllegalArgumentException("memo required");
        }
    }
}
