package org.example.fleet.routing;

import java.util.ArrayList;
import java.util.List;
import org.example.fleet.model.Stop;
import org.example.fleet.model.Vehicle;

/** Greedy nearest-neighbour route, capped by the vehicle's capacity. */
public final class RoutePlanner {
    public List<Stop> plan(Vehicle v, double startLat, double startLon, List<Stop> stops) {
        List<Stop> left = new ArrayList<>(stops);
        List<Stop> route = new ArrayList<>();
        double lat = startLat, lon = startLon;
        int load = 0;
        while (!left.isEmpty()) {
            Stop best = null;
            double bestKm = Double.MAX_VALUE;
            for (Stop s : left) {
                double d = Haversine.km(lat, lon, s.lat(), s.lon());
                if (d < bestKm && load + s.loadKg() <= v.capacityKg()) {
                    best = s;
                    bestKm = d;
                }
            }
            if (best == null) {
                break;
            }
            route.add(best);
            left.remove(best);
            load += best.loadKg();
            lat = best.lat();
            lon = best.lon();
        }
        return route;
    }
}
