package gov.permits;

import java.util.ArrayList;
import java.util.List;

/** A building-permit application; validate() returns the problems found, empty when fine. */
public final class Application {
    public final String parcel;
    public final int floors;
    public final double heightMetres;

    public Application(String parcel, int floors, double heightMetres) {
        if (parcel == null || !parcel.matches("[A-Z]{2}-\\d{4}")) {
            throw new IllegalArgumentException("bad parcel id: " + parcel);
        }
        this.parcel = parcel;
        this.floors = floors;
        this.heightMetres = heightMetres;
    }

    public List<String> validate() {
        List<String> problems = new ArrayList<>();
        if (floors < 1) {
            problems.add("error: floors must be at least 1");
        }
        if (heightMetres > floors * 4.5) {
            problems.add("error: height " + heightMetres + " m too tall for " + floors + " floors");
        }
        return problems;
    }
}
