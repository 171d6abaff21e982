public final class PostNord implements Carrier {
    @Override
    public int rate(Parcel p) {
        return 350 + p.grams / 20;
    }
}
