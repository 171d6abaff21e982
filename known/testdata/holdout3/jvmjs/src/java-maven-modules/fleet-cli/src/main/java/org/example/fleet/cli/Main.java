package org.example.fleet.cli;

import java.util.List;
import org.example.fleet.model.Stop;
import org.example.fleet.model.Vehicle;
import org.example.fleet.model.VehicleClass;
import org.example.fleet.routing.RoutePlanner;
import org.example.fleet.telemetry.PositionBuffer;

public final class Main {
    public static void main(String[] args) {
        Vehicle van = new Vehicle("KX-204", VehicleClass.VAN, 900);
        List<Stop> stops = List.of(new Stop("s1", 52.52, 13.40, 120), new Stop("s2", 52.50, 13.35, 300));
        System.out.println(new RoutePlanner().plan(van, 52.51, 13.38, stops));
        System.out.println(new PositionBuffer(16).latest().isPresent());
    }
}
