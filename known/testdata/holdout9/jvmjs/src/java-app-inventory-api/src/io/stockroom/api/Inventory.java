package io.stockroom.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class Inventory {
    private final Map<String, Integer> stock = new ConcurrentHashMap<>();

    public static Inventory seed(Path csv) throws IOException {
        Inventory inv = new Inventory();
        List<String> lines = Files.readAllLines(csv);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            inv.stock.put(f[0], Integer.parseInt(f[2]));
        }
        return inv;
    }

    public int quantity(String sku) {
        return stock.getOrDefault(sku, 0);
    }

    public int skus() {
        return stock.size();
    }
}
