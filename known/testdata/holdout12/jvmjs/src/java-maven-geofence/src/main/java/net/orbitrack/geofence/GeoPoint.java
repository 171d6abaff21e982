package net.orbitrack.geofence;

public record GeoPoint(double lat, double lon) {}
