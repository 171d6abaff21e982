package io.routewise.app;

import io.routewise.geo.Distance;
import io.routewise.geo.LatLon;
import io.routewise.gpx.Elevation;
import io.routewise.gpx.TrackPoint;
import java.util.List;

public final class RouteSummary {
    public static String of(List<TrackPoint> track) {
        double km = 0;
        for (int i = 1; i < track.size(); i++) {
            TrackPoint a = track.get(i - 1), b = track.get(i);
            km += Distance.km(new LatLon(a.lat(), a.lon()), new LatLon(b.lat(), b.lon()));
        }
        return String.format("%.1f km, %.0f m ascent", km, Elevation.totalAscent(track));
    }
}
