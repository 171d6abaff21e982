package net.orbitrack.geofence;

public record CircleFence(String id, GeoPoint centre, double radiusMetres) {
    public boolean contains(GeoPoint p) {
        return Haversine.metres(centre, p) <= radiusMetres;
    }
}
