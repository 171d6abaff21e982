// rate() now takes the destination country too.
public interface Carrier {
    int rate(Parcel p, String country);
}
