package org.gridmeter.tariff;

import java.time.LocalTime;

/** A time-of-use band: [start, end) with a price per kWh in cents. */
public final class Band {
    private final String name;
    private final LocalTime start;
    private final LocalTime end;
    private final int centsPerKwh;

    public Band(String name, LocalTime start, LocalTime end, int centsPerKwh) {
        this.name = name;
        this.start = start;
        this.end = end;
        this.centsPerKwh = centsPerKwh;
    }

    public String name() { return name; }
    public int centsPerKwh() { return centsPerKwh; }

    public boolean contains(LocalTime t) {
        if (start.isBefore(end)) {
            return !t.isBefore(start) && t.isBefore(end);
        }
        // wraps midnight (22:00-06:00)
        return !t.isBefore(start) || t.isBefore(end);
    }

    @Override
    public String toString() {
        return name + "[" + start + "-" + end + " @" + centsPerKwh + "c]";
    }
}
