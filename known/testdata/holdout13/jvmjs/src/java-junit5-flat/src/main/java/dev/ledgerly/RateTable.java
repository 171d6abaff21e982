package dev.ledgerly;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

public final class RateTable {
    private final Map<String, BigDecimal> rates = new HashMap<>();

    public static RateTable load(String resource) throws IOException {
        RateTable t = new RateTable();
        try (InputStream in = RateTable.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("rate table not found on the classpath: " + resource);
            }
            Properties p = new Properties();
            p.load(in);
            for (String k : p.stringPropertyNames()) {
                t.rates.put(k, new BigDecimal(p.getProperty(k)));
            }
        }
        return t;
    }

    public BigDecimal convert(BigDecimal amount, String currency) {
        BigDecimal r = rates.get(currency);
        if (r == null) {
            throw new IllegalArgumentException("no rate for " + currency);
        }
        return amount.multiply(r);
    }
}
