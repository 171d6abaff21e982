package org.parcelpost.labels;

import java.util.Locale;

public final class Postcode {
    private final String outward;
    private final String inward;

    private Postcode(String outward, String inward) {
        this.outward = outward;
        this.inward = inward;
    }

    /** Parses "sw1a1aa", "SW1A 1AA" and the like. */
    public static Postcode normalise(String raw) {
        String s = raw.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        if (s.length() < 5 || s.length() > 7) {
            throw new IllegalArgumentException("not a postcode: " + raw);
        }
        return new Postcode(s.substring(0, s.length() - 3), s.substring(s.length() - 3));
    }

    public String outward() {
        return outward;
    }

    public String inward() {
        return inward;
    }

    @Override
    public String toString() {
        return outward + " " + inward;
    }
}
