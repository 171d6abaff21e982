package io.trackr.geofence;

import java.nio.file.Path;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        String file = System.getProperty("zones", "config/zones.csv");
        System.out.println("geofence check starting, zones=" + file);
        List<Zone> zones = ZoneLoader.load(Path.of(file));
        double[][] pings = {{53.4829, -2.2436}, {53.3540, -2.2745}, {53.4100, -2.1000}};
        for (double[] p : pings) {
            String hit = zones.stream().filter(z -> z.contains(p[0], p[1])).map(Zone::name).findFirst().orElse("-");
            System.out.printf("%.4f,%.4f -> %s%n", p[0], p[1], hit);
        }
    }
}
