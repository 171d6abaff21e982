package com.freightline.rates;

/** A weight band in whole kilograms, written "0-5" (up to and including 5 kg). */
public record WeightBand(int fromKg, int toKg) {
    public static WeightBand parse(String text) {
        int dash = text.indexOf('-');
        if (dash < 0) {
            throw new IllegalArgumentException("not a weight band: '" + text + "'");
        }
        int from = Integer.parseInt(text.substring(0, dash).trim());
        int to = Integer.parseInt(text.substring(dash + 1).trim());
        if (to <= from) {
            throw new IllegalArgumentException("empty weight band: '" + text + "'");
        }
        return new WeightBand(from, to);
    }

    public boolean contains(double kg) {
        return kg > fromKg && kg <= toKg;
    }
}
