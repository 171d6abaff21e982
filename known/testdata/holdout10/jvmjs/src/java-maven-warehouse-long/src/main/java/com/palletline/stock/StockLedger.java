package com.palletline.stock;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class StockLedger {
    private final Map<String, List<StockLine>> bySku = new LinkedHashMap<>();

    public static StockLedger load(Reader csv) throws IOException {
        StockLedger ledger = new StockLedger();
        BufferedReader in = new BufferedReader(csv);
        String header = in.readLine();
        if (header == null || !header.startsWith("sku,")) {
            throw new IOException("not a stock file: " + header);
        }
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String[] f = line.split(",");
            ledger.add(new StockLine(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3])));
        }
        return ledger;
    }

    public void add(StockLine line) {
        bySku.computeIfAbsent(line.sku(), k -> new ArrayList<>()).add(line);
    }

    public int available(String sku) {
        return bySku.getOrDefault(sku, List.of()).stream().mapToInt(StockLine::available).sum();
    }

    public List<StockLine> bins(String sku) {
        return bySku.getOrDefault(sku, List.of());
    }

    public int skuCount() {
        return bySku.size();
    }
}
