package com.freightline.rates;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Prices per zone and weight band. */
public final class RateCard {
    public record Row(Zone zone, WeightBand band, BigDecimal price) {}

    private final String name;
    private final Map<Zone, List<Row>> rows = new EnumMap<>(Zone.class);

    public RateCard(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    void add(Row row) {
        rows.computeIfAbsent(row.zone(), z -> new ArrayList<>()).add(row);
    }

    public Optional<BigDecimal> price(Zone zone, double kg) {
        for (Row r : rows.getOrDefault(zone, List.of())) {
            if (r.band().contains(kg)) {
                return Optional.of(r.price());
            }
        }
        return Optional.empty();
    }

    public int size() {
        return rows.values().stream().mapToInt(List::size).sum();
    }
}
