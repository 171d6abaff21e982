package net.voltline.tariffs;

public record Tariff(String code, double pencePerKwh, double standingPence) {
    public Tariff {
        if (pencePerKwh < 0) {
            throw new IllegalArgumentException("negative rate for " + code);
        }
    }
}
