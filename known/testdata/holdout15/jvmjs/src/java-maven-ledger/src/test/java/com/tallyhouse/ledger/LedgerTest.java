package com.tallyhouse.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class LedgerTest {
    private static Entry e(String date, String account, String amount) {
        return new Entry(LocalDate.parse(date), account, "", new Money(amount, "EUR"));
    }

    private final List<Entry> march = List.of(
            e("2025-03-04", "rent", "-950.00"),
            e("2025-03-01", "salary", "2400.00"),
            e("2025-03-09", "groceries", "-63.40"),
            e("2025-03-16", "groceries", "-41.15"));

    @Test
    void balancePerAccount() {
        assertEquals(new BigDecimal("-104.55"), new Ledger(march).balance("groceries", "EUR").amount());
    }

    @Test
    void unknownAccountIsZero() {
        assertEquals(new BigDecimal("0.00"), new Ledger(march).balance("travel", "EUR").amount());
    }

    @Test
    void chronologicalStartsWithSalary() {
        assertEquals("salary", new Ledger(march).chronological().get(0).account());
    }

    @Test
    void size() {
        assertEquals(4, new Ledger(march).size());
    }
}
