package net.orbitrack.geofence;

public class Haversine {
    private final double earthRadiusMetres;

    public Haversine(double earthRadiusMetres) {
        this.earthRadiusMetres = earthRadiusMetres;
    }

    public double metres(GeoPoint a, GeoPoint b) {
        double dLat = Math.toRadians(b.lat() - a.lat());
        double dLon = Math.toRadians(b.lon() - a.lon());
        double h = Math.pow(Math.sin(dLat / 2), 2)
                + Math.cos(Math.toRadians(a.lat())) * Math.cos(Math.toRadians(b.lat())) * Math.pow(Math.sin(dLon / 2), 2);
        return 2 * earthRadiusMetres * Math.asin(Math.sqrt(h));
    }
}
