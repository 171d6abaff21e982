package net.tidewater.berth.model;

import java.util.Objects;

/** A ship calling at the port. */
public record Vessel(String imo, String name, double lengthMeters, double draftMeters, int grossTonnage) {
    public Vessel {
        Objects.requireNonNull(imo, "imo");
        Objects.requireNonNull(name, "name");
        if (!imo.matches("IMO\\d{7}")) {
            throw new IllegalArgumentException("bad IMO number: " + imo);
        }
        if (lengthMeters <= 0 || draftMeters <= 0) {
            throw new IllegalArgumentException("dimensions must be positive for " + imo);
        }
        if (grossTonnage <= 0) {
            throw new IllegalArgumentException("gross tonnage must be positive for " + imo);
        }
    }

    /** IMO check digit: the weighted sum of the first six digits, modulo 10. */
    public boolean checkDigitValid() {
        int sum = 0;
        for (int i = 0; i < 6; i++) {
            sum += (imo.charAt(3 + i) - '0') * (7 - i);
        }
        return sum % 10 == imo.charAt(9) - '0';
    }
}
