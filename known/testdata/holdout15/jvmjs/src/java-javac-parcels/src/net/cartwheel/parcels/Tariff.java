package net.cartwheel.parcels;

import java.util.Map;

public final class Tariff {
    private static final Map<String, Double> BASE = Map.of("S", 3.20, "M", 4.95, "L", 8.40);
    private static final double PER_KG = 0.85;

    private Tariff() {}

    public static double price(Parcel p) {
        double base = BASE.getOrDefault(p.sizeBand(), 15.0);
        return base + PER_KG * Math.max(0, Parcel.weightKg() - 1.0);
    }
}
