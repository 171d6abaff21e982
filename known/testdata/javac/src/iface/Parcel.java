public final class Parcel {
    final int grams;

    Parcel(int grams) {
        this.grams = grams;
    }
}
