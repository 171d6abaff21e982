package io.routewise.geo;

public record LatLon(double lat, double lon) {
    public LatLon {
        if (lat < -90 || lat > 90) throw new IllegalArgumentException("latitude out of range: " + lat);
        if (lon < -180 || lon > 180) throw new IllegalArgumentException("longitude out of range: " + lon);
    }
}
