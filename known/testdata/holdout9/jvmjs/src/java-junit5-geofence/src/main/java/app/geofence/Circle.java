package app.geofence;

public record Circle(LatLon centre, double radiusMetres) implements Fence {
    @Override
    public boolean contains(LatLon p) {
        return centre.distanceTo(p) <= radiusMetres;
    }
}
