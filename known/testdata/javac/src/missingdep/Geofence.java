import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.util.FastMath;

/** A circular fence; its checks came from a test helper that main code may not use. */
public class Geofence {
    private final double lat, lon, radiusMetres;

    public Geofence(double lat, double lon, double radiusMetres) {
        assertTrue(radiusMetres > 0, "radius must be positive");
        this.lat = lat;
        this.lon = lon;
        this.radiusMetres = radiusMetres;
    }

    public boolean contains(double lat2, double lon2) {
        double dLat = FastMath.toRadians(lat2 - lat);
        double dLon = FastMath.toRadians(lon2 - lon);
        return dLat * dLat + dLon * dLon <= radiusMetres * radiusMetres;
    }
}
