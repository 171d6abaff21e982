package net.cartwheel.parcels;

import java.util.ArrayList;
import java.util.List;

public final class Manifest {
    private final List<Parcel> parcels = new ArrayList<>();

    public void add(Parcel p) { parcels.add(p); }

    public double total() {
        double sum = 0;
        for (Parcel p : parcels) {
            sum += Tariff.price(p);
        }
        return sum;
    }

    public int size() { return parcels.size(); }
}
