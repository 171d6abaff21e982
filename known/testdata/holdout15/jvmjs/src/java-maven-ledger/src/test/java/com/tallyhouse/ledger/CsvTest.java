package com.tallyhouse.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class CsvTest {
    static final String SAMPLE = String.join("\n",
            "date,account,memo,amount,currency",
            "2025-03-04,rent,March rent,-950.00,EUR",
            "",
            "2025-03-01,salary,payroll,2400.00,EUR",
            "2025-03-09,groceries,market,-63.40,EUR");

    @Test
    void skipsHeaderAndBlankLines() {
        assertEquals(3, Csv.parse(SAMPLE).size());
    }

    @Test
    void readsTheFields() {
        Entry e = Csv.parse(SAMPLE).get(0);
        assertEquals("rent", e.account());
        assertEquals("March rent", e.memo());
    }

    @Test
    void rejectsShortRows() {
        assertThrows(IllegalArgumentException.class, () -> Csv.parse("2025-03-01,salary,2400.00,EUR"));
    }

    @Test
    void keepsEmptyMemo() {
        List<Entry> es = Csv.parse("2025-03-02,fees,,-1.50,EUR");
        assertEquals("", es.get(0).memo());
    }
}
