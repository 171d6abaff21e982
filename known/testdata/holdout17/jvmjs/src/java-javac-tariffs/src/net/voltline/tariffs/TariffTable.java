package net.voltline.tariffs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class TariffTable {
    private final Map<String, Tariff> byCode = new HashMap<>();

    public TariffTable(Path csv) throws IOException {
        List<String> rows = Files.readAllLines(csv);
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            byCode.put(f[0], new Tariff(f[0], Double.parseDouble(f[1]), Double.parseDouble(f[2])));
        }
    }

    public Tariff get(String code) {
        Tariff t = byCode.get(code);
        if (t == null) {
            throw new IllegalArgumentException("unknown tariff " + code);
        }
        return t;
    }
}
