package io.trackr.geofence;

public record Zone(String name, double lat, double lon, double radiusM) {
    private static final double EARTH_M = 6_371_000;

    public boolean contains(double pLat, double pLon) {
        double dLat = Math.toRadians(pLat - lat);
        double dLon = Math.toRadians(pLon - lon);
        double a = Math.sin(dLat / 2) * Math.sin(dLat / 2)
                + Math.cos(Math.toRadians(lat)) * Math.cos(Math.toRadians(pLat))
                * Math.sin(dLon / 2) * Math.sin(dLon / 2);
        return 2 * EARTH_M * Math.asin(Math.sqrt(a)) <= radiusM;
    }
}
