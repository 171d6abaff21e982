package dev.kitchenscale.units;

import java.util.Map;

public final class Converter {
    private static final Map<String, Double> TO_GRAMS = Map.of(
            "g", 1.0, "kg", 1000.0, "oz", 28.3495, "lb", 453.592);
    private static final Map<String, Double> TO_ML = Map.of(
            "ml", 1.0, "l", 1000.0, "tsp", 4.92892, "tbsp", 14.7868, "cup", 240.0);

    private Converter() {
    }

    public static Quantity convert(Quantity q, String to) {
        Map<String, Double> table = TO_GRAMS.containsKey(q.unit()) ? TO_GRAMS : TO_ML;
        Double from = table.get(q.unit());
        Double target = table.get(to);
        if (from == null || target == null) {
            throw new IllegalArgumentException("cannot convert " + q.unit() + " to " + to);
        }
        return new Quantity(Math.round(q.amount() * from / target * 10) / 10.0, to);
    }
}
