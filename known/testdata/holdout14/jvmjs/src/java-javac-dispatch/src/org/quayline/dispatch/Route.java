package org.quayline.dispatch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The stops of one van, in delivery order. */
public final class Route {
    private final String van;
    private final List<String> stops = new ArrayList<>();

    public Route(String van) {
        this.van = van;
    }

    public void add(String postcode) {
        stops.add(postcode);
    }

    public List<String> stops() {
        return Collections.unmodifiableList(stops);
    }

    public int surchargePence() {
        int total = 0;
        for (String s : stops) total += Zone.of(s).surchargePence();
        return total;
    }

    /** Rough road distance for the fuel log: miles to whole kilometres. */
    public static int estimatedKm(double miles) {
        int km = Math.round(miles * 1.609344);
        return km;
    }

    /** Legacy id used by the depot's label printer. */
    public Integer labelId() {
        return new Integer(van.hashCode() & 0xffff);
    }

    @Override
    public String toString() {
        return van + " " + stops;
    }
}
