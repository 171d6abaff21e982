package com.freightline.rates;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;

/** Reads rate cards from the classpath: ratecards/NAME.csv, "zone;band;price" rows. */
public final class RateCardLoader {
    private static final Log LOG = Log.get(RateCardLoader.class);

    public RateCard load(String name) throws RateCardException {
        String resource = "ratecards/" + name + ".csv";
        LOG.info("loading rate card %s from %s", name, resource);
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no such resource: " + resource);
            }
            RateCard card = new RateCard(name);
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int row = 0;
            while ((line = r.readLine()) != null) {
                row++;
                if (row == 1 || line.isBlank()) {
                    continue;
                }
                card.add(parseRow(row, line));
            }
            LOG.info("rate card %s: %d rows", name, card.size());
            return card;
        } catch (IOException | RuntimeException e) {
            throw new RateCardException("failed to load rate card '" + name + "'", e);
        }
    }

    private static RateCard.Row parseRow(int row, String line) {
        String[] f = line.split(";");
        if (f.length != 3) {
            throw new IllegalArgumentException("row " + row + ": expected 3 fields, got " + f.length);
        }
        WeightBand band;
        try {
            band = WeightBand.parse(f[1]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("row " + row + ": invalid weight band '" + f[1] + "'", e);
        }
        return new RateCard.Row(Zone.parse(f[0]), band, new BigDecimal(f[2].trim()));
    }
}
