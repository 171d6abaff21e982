package com.tallyhouse.ledger;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public final class Csv {
    private Csv() {}

    /** date,account,memo,amount,currency; a header line and blank lines are skipped */
    public static List<Entry> parse(String text) {
        List<Entry> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("date,")) continue;
            String[] f = line.split(",", -1);
            if (f.length != 5) {
                throw new IllegalArgumentException("expected 5 fields, got " + f.length + ": " + line);
            }
            out.add(new Entry(LocalDate.parse(f[0].trim()), f[1].trim(), f[2].trim(),
                    new Money(f[3].trim(), f[4].trim())));
        }
        return out;
    }
}
