package io.routewise.geo;

public final class Bearing {
    private Bearing() {}

    /** Initial bearing from a to b in degrees, 0..360. */
    public static double degrees(LatLon a, LatLon b) {
        double f1 = Math.toRadians(a.lat()), f2 = Math.toRadians(b.lat());
        double dl = Math.toRadians(b.lon() - a.lon());
        double y = Math.sin(dl) * Math.cos(f2);
        double x = Math.cos(f1) * Math.sin(f2) - Math.sin(f1) * Math.cos(f2) * Math.cos(dl);
        return (Math.toDegrees(Math.atan2(y, x)) + 360) % 360;
    }
}
