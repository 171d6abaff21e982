package org.acme.geo;

import java.util.ArrayList;
import java.util.List;

public final class Distance {
    private static final double R = 6371.0;

    public static double km(Point a, Point b) {
        double dLat = Math.toRadians(b.lat - a.lat);
        double dLon = Math.toRadians(b.lon - a.lon);
        double h = Math.sin(dLat / 2) * Math.sin(dLat / 2)
                + Math.cos(Math.toRadians(a.lat)) * Math.cos(Math.toRadians(b.lat))
                * Math.sin(dLon / 2) * Math.sin(dLon / 2);
        return 2 * R * Math.asin(Math.sqrt(h));
    }

    @SuppressWarnings("rawtypes")
    public static List legs(List<Point> route) {
        List out = new ArrayList();
        for (int i = 1; i < route.size(); i++) {
            out.add(km(route.get(i - 1), route.get(i)));
        }
        return out;
    }
}
