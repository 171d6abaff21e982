package org.tidetable.core;

public final class TideClock {
    private TideClock() {}

    /** "HH:MM" for a minute of the day. */
    public static String format(int minuteOfDay) {
        return String.format("%02d:%02d", minuteOfDay / 60, minuteOfDay % 60);
    }

    /** Minutes from a to b, wrapping past midnight. */
    public static int until(int a, int b) {
        return (b - a) % (24 * 60);
    }
}
