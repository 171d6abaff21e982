package com.acme.tariff;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

public final class TariffLoader {
    private TariffLoader() {}

    public static TariffTable load(String region) {
        String name = "/tariffs/" + region + ".csv";
        try (InputStream in = TariffLoader.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new TariffException("no tariff table for region " + region, null);
            }
            return new TariffTable(region, parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))));
        } catch (IOException | RuntimeException e) {
            if (e instanceof TariffException) {
                throw (TariffException) e;
            }
            throw new TariffException("cannot load tariff table '" + region + "'", e);
        }
    }

    private static Map<String, BigDecimal> parse(BufferedReader r) throws IOException {
        Map<String, BigDecimal> rates = new HashMap<>();
        String line;
        int row = 0;
        while ((line = r.readLine()) != null) {
            row++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(",", 2);
            rates.put(f[0].trim(), rate(row, f[1]));
        }
        return rates;
    }

    private static BigDecimal rate(int row, String raw) {
        try {
            return RateParser.percent(raw);
        } catch (NumberFormatException e) {
            throw new IllegalStateException("row " + row + ": bad rate '" + raw.trim() + "'", e);
        }
    }
}
