package com.brightdesk.payouts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class StatementTest {
    @Test
    void headerMidYear() {
        assertEquals("Payout statement for Harbour Lofts, paid 2024-06-14",
                Statement.header("Harbour Lofts", LocalDate.of(2024, 6, 14)));
    }

    @Test
    void headerAtTheTurnOfTheYear() {
        assertEquals("Payout statement for Harbour Lofts, paid 2024-12-30",
                Statement.header("Harbour Lofts", LocalDate.of(2024, 12, 30)));
    }

    @Test
    void fileName() {
        assertEquals("harbour-lofts-2024-06-14.pdf", Statement.fileName("Harbour Lofts", LocalDate.of(2024, 6, 14)));
    }
}
