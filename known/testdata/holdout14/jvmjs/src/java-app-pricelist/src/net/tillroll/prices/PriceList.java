package net.tillroll.prices;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** sku;name;price-in-pence, one item a line, exported from the shop's back office. */
public final class PriceList {
    private final Map<String, Long> pence = new LinkedHashMap<>();
    private final Map<String, String> names = new LinkedHashMap<>();

    public static PriceList load(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot load price list " + file, e);
        }
        PriceList list = new PriceList();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("sku;")) continue;
            String[] f = line.split(";");
            list.names.put(f[0], f[1]);
            list.pence.put(f[0], Long.parseLong(f[2].strip()));
        }
        return list;
    }

    public int size() {
        return pence.size();
    }

    public long price(String sku) {
        Long p = pence.get(sku);
        if (p == null) throw new IllegalArgumentException("unknown sku " + sku);
        return p;
    }

    public String name(String sku) {
        return names.get(sku);
    }
}
