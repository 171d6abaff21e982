package eu.parcelpoint.shipping.model;

/** Weight in grams, dimensions in millimetres. */
public record Parcel(int weightGrams, int lengthMm, int widthMm, int heightMm) {
    public int volumetricGrams() {
        // carriers charge 1 kg per 5000 cm3
        long cm3 = (long) lengthMm * widthMm * heightMm / 1000;
        return (int) (cm3 * 1000 / 5000);
    }

    public int chargeableGrams() {
        return Math.max(weightGrams, volumetricGrams());
    }
}
