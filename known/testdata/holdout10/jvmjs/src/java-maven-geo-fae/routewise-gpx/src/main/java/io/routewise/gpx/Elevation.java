package io.routewise.gpx;

import java.util.List;

public final class Elevation {
    private Elevation() {}

    public static double totalAscent(List<TrackPoint> track) {
        double up = 0;
        for (int i = 1; i < track.size(); i++) {
            double d = track.get(i).elevation() - track.get(i - 1).elevation();
            if (d > 0) up += d;
        }
        return up;
    }
}
