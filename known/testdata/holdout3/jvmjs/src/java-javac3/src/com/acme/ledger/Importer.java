package com.acme.ledger;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Reads "date;memo;amount" lines. */
public class Importer {
    private final List skipped = new ArrayList();

    public List<Entry> read(Reader in) throws IOException {
        List<Entry> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(in);
        String line;
        while ((line = r.readLine()) != null) {
            String[] f = line.split(";");
            if (f.length != 3) {
                skipped.add(line);
                continue;
            }
            int cents = Long.parseLong(f[2].trim());
            out.add(new Entry(LocalDate.parse(f[0]), f[1], cents));
        }
        return out;
    }

    public int skippedCount() { return skipped.size(); }
}
