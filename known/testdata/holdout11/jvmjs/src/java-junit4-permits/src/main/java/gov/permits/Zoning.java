package gov.permits;

import java.util.Map;

public final class Zoning {
    private static final Map<String, Integer> MAX_FLOORS = Map.of("R1", 2, "R2", 4, "C1", 8);

    private Zoning() {}

    public static boolean allows(String zone, int floors) {
        Integer max = MAX_FLOORS.get(zone);
        if (max == null) {
            throw new IllegalArgumentException("unknown zone " + zone);
        }
        return floors <= max;
    }
}
