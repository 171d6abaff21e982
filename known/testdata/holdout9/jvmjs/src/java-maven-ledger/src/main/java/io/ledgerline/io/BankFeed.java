package io.ledgerline.io;

import io.ledgerline.core.Entry;
import io.ledgerline.core.Ledger;

import java.math.BigDecimal;
import java.time.LocalDate;

/** Reads the bank's CSV feed into a ledger. */
public class BankFeed {
    public Ledger read(String csv) {
        Ledger ledger = new Ledger();
        String[] lines = csv.split("\n");
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split(";");
            ledger.book(new Entry(f[0], LocalDate.parse(f[1]), f[2], new BigDecimal(f[3])));
        }
        return ledger;
    }

    public String roundTrip(Ledger ledger) {
        return new CsvExport().exportLegacy(ledger);
    }
}
