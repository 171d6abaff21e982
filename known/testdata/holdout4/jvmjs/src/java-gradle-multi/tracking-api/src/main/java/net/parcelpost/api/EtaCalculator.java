package net.parcelpost.api;

import java.time.DayOfWeek;
import java.time.LocalDate;

public final class EtaCalculator {
    private final int transitDays;

    public EtaCalculator(int transitDays) {
        this.transitDays = transitDays;
    }

    /** Adds working days (Monday to Saturday) to the collection date. */
    public LocalDate eta(LocalDate collected) {
        LocalDate d = collected;
        int left = transitDays;
        while (left > 0) {
            d = d.plusDays(1);
            if (d.getDayOfWeek() != DayOfWeek.SATURDAY) {
                left--;
            }
        }
        return d;
    }
}
