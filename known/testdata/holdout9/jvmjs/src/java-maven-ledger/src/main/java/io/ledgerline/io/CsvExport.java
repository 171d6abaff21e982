package io.ledgerline.io;

import io.ledgerline.core.Entry;
import io.ledgerline.core.Ledger;

import java.util.StringJoiner;

/** Writes a ledger as semicolon separated values (the bank's import format). */
public class CsvExport {
    public String export(Ledger ledger) {
        StringJoiner out = new StringJoiner("\n", "", "\n");
        out.add("id;date;account;amount");
        for (Entry e : ledger.entries()) {
            if (e.isVoided()) {
                continue;
            }
            out.add(String.join(";", e.id(), e.date().toString(), e.account(), e.amount().toPlainString()));
        }
        return out.toString();
    }

    @Deprecated
    public String exportLegacy(Ledger ledger) {
        return export(ledger).replace(';', ',');
    }
}
