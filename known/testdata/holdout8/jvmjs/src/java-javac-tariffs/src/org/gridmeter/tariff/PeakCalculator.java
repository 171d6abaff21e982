package org.gridmeter.tariff;

import java.time.LocalTime;
import java.util.Map;

public final class PeakCalculator {

    public enum Season { WINTER, SPRING, SUMMER, AUTUMN }

    /** Surcharge in percent applied on top of the band price. */
    public int surcharge(Season season, Band band) {
        boolean peak = band.name().equals("peak");
        return switch (season) {
            case WINTER -> peak ? 20 : 5;
            case SUMMER -> peak ? 10 : 0;
            case SPRING, AUTUMN -> peak ? 8 : 0;
        };
    }

    public long costCents(Tariff tariff, Season season, Map<LocalTime, Double> kwhBySlot) {
        long total = 0;
        for (Map.Entry<LocalTime, Double> e : kwhBySlot.entrySet()) {
            Band band = tariff.bandAt(e.getKey());
            double base = e.getValue() * band.priceCents();
            total += Math.round(base * (100 + surcharge(season, band)) / 100.0);
        }
        return total;
    }
}
