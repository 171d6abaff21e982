package org.acme.geo;

public final class Point {
    public final double lat, lon;

    public Point(double lat, double lon) {
        if (lat < -90 || lat > 90) {
            throw new IllegalArgumentException("latitude out of range: " + lat);
        }
        this.lat = lat;
        this.lon = lon;
    }

    public static Point parse(String s) {
        String[] parts = s.split(",");
        return new Point(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]));
    }
}
