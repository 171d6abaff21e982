package app.geofence;

public interface Fence {
    boolean contains(LatLon p);
}
