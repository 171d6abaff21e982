package net.tidewater.berth.model;

/** A quay section a vessel can lie alongside. */
public record Berth(String id, double lengthMeters, double depthMeters) {
    /** Under-keel clearance the harbour master requires, in metres. */
    public static final double MIN_CLEARANCE = 0.5;

    public boolean accepts(Vessel v) {
        return v.lengthMeters() <= lengthMeters && v.draftMeters() + MIN_CLEARANCE <= depthMeters;
    }
}
