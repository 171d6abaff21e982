package net.tidewater.berth.geo;

/** A WGS84 position in decimal degrees. */
public record Position(double lat, double lon) {
    static final double EARTH_RADIUS_NM = 3440.065;

    public Position {
        if (lat < -90 || lat > 90) throw new IllegalArgumentException("latitude out of range: " + lat);
        if (lon < -180 || lon > 180) throw new IllegalArgumentException("longitude out of range: " + lon);
    }

    /** Great-circle distance in nautical miles (haversine). */
    public double distanceNm(Position o) {
        double p1 = Math.toRadians(lat), p2 = Math.toRadians(o.lat);
        double dp = p2 - p1, dl = Math.toRadians(o.lon - lon);
        double a = Math.sin(dp / 2) * Math.sin(dp / 2) + Math.cos(p1) * Math.cos(p2) * Math.sin(dl / 2) * Math.sin(dl / 2);
        return 2 * EARTH_RADIUS_NM * Math.asin(Math.sqrt(a));
    }

    /** Initial bearing to o, 0-360 degrees from true north. */
    public double bearingTo(Position o) {
        double p1 = Math.toRadians(lat), p2 = Math.toRadians(o.lat), dl = Math.toRadians(o.lon - lon);
        double y = Math.sin(dl) * Math.cos(p2);
        double x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dl);
        return (Math.toDegrees(Math.atan2(y, x)) + 360) % 360;
    }
}
