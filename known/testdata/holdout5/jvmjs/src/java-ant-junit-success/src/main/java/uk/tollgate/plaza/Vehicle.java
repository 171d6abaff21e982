package uk.tollgate.plaza;

/** Toll classes by axle count and height. */
public enum Vehicle {
    MOTORCYCLE(2, 0), CAR(2, 1), VAN(2, 2), COACH(3, 3), HGV(4, 4);

    public final int axles;
    public final int band;

    Vehicle(int axles, int band) {
        this.axles = axles;
        this.band = band;
    }

    public static Vehicle classify(int axles, double heightMetres) {
        if (axles >= 4) return HGV;
        if (axles == 3) return COACH;
        if (heightMetres > 1.9) return VAN;
        return heightMetres < 1.2 ? MOTORCYCLE : CAR;
    }
}
