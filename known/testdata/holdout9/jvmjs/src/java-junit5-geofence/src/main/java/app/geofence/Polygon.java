package app.geofence;

import java.util.List;

/** A simple polygon; ray casting on lat/lon treated as plane coordinates (small fences only). */
public record Polygon(List<LatLon> vertices) implements Fence {
    public Polygon {
        if (vertices.size() < 3) {
            throw new IllegalArgumentException("a polygon needs at least 3 vertices");
        }
        vertices = List.copyOf(vertices);
    }

    @Override
    public boolean contains(LatLon p) {
        boolean inside = false;
        for (int i = 0, j = vertices.size() - 1; i < vertices.size(); j = i++) {
            LatLon a = vertices.get(i);
            LatLon b = vertices.get(j);
            if ((a.lat() > p.lat()) != (b.lat() > p.lat())
                && p.lon() < (b.lon() - a.lon()) * (p.lat() - a.lat()) / (b.lat() - a.lat()) + a.lon()) {
                inside = !inside;
            }
        }
        return inside;
    }
}
