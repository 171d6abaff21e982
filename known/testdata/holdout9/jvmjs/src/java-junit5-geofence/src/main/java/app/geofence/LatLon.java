package app.geofence;

public record LatLon(double lat, double lon) {
    private static final double EARTH_RADIUS_M = 6_371_008.8;

    public LatLon {
        if (lat < -90 || lat > 90) {
            throw new IllegalArgumentException("latitude out of range: " + lat);
        }
        if (lon < -180 || lon > 180) {
            throw new IllegalArgumentException("longitude out of range: " + lon);
        }
    }

    /** Great-circle distance in metres (haversine). */
    public double distanceTo(LatLon o) {
        double dLat = Math.toRadians(o.lat - lat);
        double dLon = Math.toRadians(o.lon - lon);
        double a = Math.sin(dLat / 2) * Math.sin(dLat / 2)
            + Math.cos(Math.toRadians(lat)) * Math.cos(Math.toRadians(o.lat))
            * Math.sin(dLon / 2) * Math.sin(dLon / 2);
        return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
    }
}
