package net.cartwheel.parcels;

public final class Parcel {
    private final String id;
    private final int grams;
    private final int lengthCm;
    private final int widthCm;
    private final int heightCm;

    public Parcel(String id, int grams, int lengthCm, int widthCm, int heightCm) {
        this.id = id;
        this.grams = grams;
        this.lengthCm = lengthCm;
        this.widthCm = widthCm;
        this.heightCm = heightCm;
    }

    public String id() { return id; }

    public double weightKg() { return grams / 1000.0; }

    public int girthCm() { return 2 * (widthCm + heightCm) + lengthCm; }

    public String sizeBand() {
        int g = girthCm();
        if (g <= 90) {
            return "S";
        } else if (g <= 150) {
            return "M";
        } else if (g <= 300) {
            return "L";
        }
    }
}
