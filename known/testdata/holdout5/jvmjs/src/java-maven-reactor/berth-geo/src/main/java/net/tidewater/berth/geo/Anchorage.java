package net.tidewater.berth.geo;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Named waiting areas outside the port. */
public final class Anchorage {
    private final List<Area> areas;

    public record Area(String name, Position centre, double radiusNm) {
        boolean contains(Position p) { return centre.distanceNm(p) <= radiusNm; }
    }

    public Anchorage(List<Area> areas) { this.areas = List.copyOf(areas); }

    public Optional<Area> at(Position p) {
        return areas.stream().filter(a -> a.contains(p)).findFirst();
    }

    public Area nearest(Position p) {
        return areas.stream().min(Comparator.comparingDouble(a -> a.centre().distanceNm(p)))
                .orElseThrow(() -> new IllegalStateException("no anchorage areas configured"));
    }
}
