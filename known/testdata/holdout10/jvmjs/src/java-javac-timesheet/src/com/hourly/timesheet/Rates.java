package com.hourly.timesheet;

public final class Rates {
    private Rates() {}

    /** Pay multiplier in percent for a kind of shift. */
    public static int multiplier(Shift.Kind kind) {
        switch (kind) {
            case REGULAR:
                return 100;
            case NIGHT:
                return 125;
            case WEEKEND:
                return 150;
            case HOLIDAY:
                return 200;
        }
    }
}
