package io.ledgerline.io;

import io.ledgerline.core.Entry;
import io.ledgerline.core.Ledger;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDate;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CsvExportTest {
    @Test
    void skipsVoided() {
        Ledger l = new Ledger();
        l.book(new Entry("A", LocalDate.of(2024, 1, 2), "4000", new BigDecimal("10.00")));
        l.book(new Entry("B", LocalDate.of(2024, 1, 3), "4000", new BigDecimal("5.00")));
        l.voidEntry("B");
        assertEquals("id;date;account;amount\nA;2024-01-02;4000;10.00\n", new CsvExport().export(l));
    }

    @Test
    void readsWhatItWrites() {
        String csv = "id;date;account;amount\nA;2024-01-02;4000;10.00\nB;2024-01-05;6100;-3.25\n";
        Ledger l = new BankFeed().read(csv);
        assertEquals(csv, new CsvExport().export(l));
    }
}
