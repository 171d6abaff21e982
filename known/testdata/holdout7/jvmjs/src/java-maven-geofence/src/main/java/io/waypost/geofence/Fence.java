package io.waypost.geofence;

/** A circular fence around a centre. */
public record Fence(String id, LatLon centre, double radiusMetres) {
    public boolean contains(LatLon p) {
        return centre.distanceTo(p) <= radiusMetres;
    }
}
