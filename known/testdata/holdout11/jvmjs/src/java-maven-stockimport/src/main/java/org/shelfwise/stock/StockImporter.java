package org.shelfwise.stock;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads a supplier feed; rows with a negative quantity are reported and skipped. */
public final class StockImporter {
    private final List<String> rejected = new ArrayList<>();

    public List<StockRow> read(String name, InputStream in) throws IOException {
        List<StockRow> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (n == 1 || line.isBlank()) {
                    continue; // header
                }
                StockRow row;
                try {
                    row = RowParser.parse(line);
                } catch (RuntimeException e) {
                    throw new IllegalStateException("cannot import " + name + " line " + n, e);
                }
                if (row.quantity() < 0) {
                    System.err.println(name + ":" + n + ": error: negative quantity " + row.quantity() + ", row skipped");
                    rejected.add(row.sku());
                    continue;
                }
                rows.add(row);
            }
        }
        return rows;
    }

    public List<String> rejected() {
        return rejected;
    }
}
