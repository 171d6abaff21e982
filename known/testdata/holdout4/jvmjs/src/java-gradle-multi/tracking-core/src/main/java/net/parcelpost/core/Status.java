package net.parcelpost.core;

import java.util.EnumSet;
import java.util.Set;

public enum Status {
    LABELLED, COLLECTED, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED, RETURNED;

    public Set<Status> next() {
        switch (this) {
            case LABELLED: return EnumSet.of(COLLECTED);
            case COLLECTED: return EnumSet.of(IN_TRANSIT);
            case IN_TRANSIT: return EnumSet.of(IN_TRANSIT, OUT_FOR_DELIVERY, RETURNED);
            case OUT_FOR_DELIVERY: return EnumSet.of(DELIVERED, IN_TRANSIT);
            default: return EnumSet.noneOf(Status.class);
        }
    }

    public boolean canMoveTo(Status to) {
        return next().contains(to);
    }
}
