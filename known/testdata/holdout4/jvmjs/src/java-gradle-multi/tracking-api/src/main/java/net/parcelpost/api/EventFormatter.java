package net.parcelpost.api;

import net.parcelpost.core.Status;
import net.parcelpost.core.TrackingNumber;

public final class EventFormatter {
    private EventFormatter() {}

    public static String line(TrackingNumber n, Status s, String depot) {
        String label = s.name().toLowerCase().replace('_', ' ');
        return n + ": " + label + (depot.isEmpty() ? "" : " at " + depot);
    }
}
