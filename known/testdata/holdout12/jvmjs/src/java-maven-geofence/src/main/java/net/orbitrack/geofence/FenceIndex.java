package net.orbitrack.geofence;

import java.util.ArrayList;
import java.util.List;

public class FenceIndex {
    private final List<CircleFence> fences = new ArrayList<>();

    public void add(CircleFence f) {
        fences.add(f);
    }

    public List<String> matching(GeoPoint p) {
        List<String> ids = new ArrayList<>();
        for (CircleFence f : fences) {
            if (f.contains(p)) {
                ids.add(f.id());
            }
        }
        return ids;
    }
}
