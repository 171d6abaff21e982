package works.kiln.core;

/** Pyrometric cones by their nominal temperature at 60 C/h. */
public enum Cone {
    C06(999), C04(1063), C6(1222), C10(1285);

    public final int celsius;

    Cone(int celsius) { this.celsius = celsius; }

    public static Cone reached(int peak) {
        Cone best = null;
        for (Cone c : values()) {
            if (peak >= c.celsius) best = c;
        }
        return best;
    }
}
