package io.routewise.gpx;

import java.time.Instant;

public record TrackPoint(double lat, double lon, double elevation, Instant time) {
}
