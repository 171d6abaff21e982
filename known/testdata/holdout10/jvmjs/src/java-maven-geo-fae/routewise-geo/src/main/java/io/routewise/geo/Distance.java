package io.routewise.geo;

public final class Distance {
    static final double EARTH_RADIUS_KM = 6371.0;

    private Distance() {}

    /** Great-circle distance in kilometres (haversine). */
    public static double km(LatLon a, LatLon b) {
        double dLat = Math.toRadians(b.lat() - a.lat());
        double dLon = Math.toRadians(b.lon() - a.lon());
        double h = Math.sin(dLat / 2) * Math.sin(dLat / 2)
                + Math.cos(a.lat()) * Math.cos(b.lat()) * Math.sin(dLon / 2) * Math.sin(dLon / 2);
        return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
    }
}
