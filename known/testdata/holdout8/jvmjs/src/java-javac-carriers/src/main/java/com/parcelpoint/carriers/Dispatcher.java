package com.parcelpoint.carriers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Picks the cheapest carrier for a parcel. */
public final class Dispatcher {
    private final List<Carrier> carriers;
    private final ParcelRepository parcels;
    private final String origin;

    public Dispatcher(List<Carrier> carriers, ParcelRepository parcels, String origin) {
        this.carriers = carriers;
        this.parcels = parcels;
        this.origin = origin;
    }

    public List<Quote> quotes(String parcelId) {
        Parcel parcel = parcels.find(parcelId);
        List<Quote> out = new ArrayList<>();
        for (Carrier c : carriers) {
            Quote q = c.rate(parcel, origin);
            if (q != null) {
                out.add(q);
            }
        }
        Collections.sort(out);
        return out;
    }

    public Quote cheapest(String parcelId) {
        List<Quote> qs = quotes(parcelId);
        if (qs.isEmpty()) {
            throw new IllegalStateException("no carrier takes parcel " + parcelId);
        }
        return qs.get(0);
    }
}
