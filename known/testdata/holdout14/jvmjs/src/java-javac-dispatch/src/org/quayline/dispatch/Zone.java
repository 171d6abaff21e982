package org.quayline.dispatch;

/** Delivery zones by the first letters of the postcode. */
public enum Zone {
    CENTRAL, NORTH, SOUTH, OUT_OF_AREA;

    public static Zone of(String postcode) {
        String area = postcode.strip().toUpperCase();
        if (area.startsWith("EC") || area.startsWith("WC")) {
            return CENTRAL;
        } else if (area.startsWith("N")) {
            return NORTH;
        } else if (area.startsWith("SE") || area.startsWith("SW")) {
            return SOUTH;
        }
        return OUT_OF_AREA;
    }

    public int surchargePence() {
        switch (this) {
            case CENTRAL: return 0;
            case NORTH:
            case SOUTH: return 150;
            default: return 400;
        }
    }
}
