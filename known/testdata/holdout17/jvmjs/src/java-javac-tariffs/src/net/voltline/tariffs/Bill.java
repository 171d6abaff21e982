package net.voltline.tariffs;

import java.util.List;

public class Bill {
    private final Tariff tariff;
    private final List<Reading> readings;

    public Bill(Tariff tariff, List<Reading> readings) {
        this.tariff = tariff;
        this.readings = readings;
    }

    public Tariff tariff() {
        return tariff;
    }

    public double totalKwh() {
        return readings.stream().mapToDouble(Reading::kwh).sum();
    }

    /** whole pence, rounded half up */
    public int totalPence() {
        int energy = totalKwh() * tariff.pencePerKwh();
        int standing = (int) Math.round(readings.size() * tariff.standingPence());
        return energy + standing;
    }
}
