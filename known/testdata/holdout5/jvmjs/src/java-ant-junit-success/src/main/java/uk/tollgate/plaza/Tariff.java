package uk.tollgate.plaza;

import java.time.DayOfWeek;
import java.time.LocalDateTime;

/** Fees in pence; peak hours are 07:00-10:00 and 16:00-19:00 on weekdays. */
public final class Tariff {
    private static final int[] OFF_PEAK = {100, 250, 420, 690, 980};
    private static final int[] PEAK = {150, 380, 600, 990, 1400};

    public static boolean isPeak(LocalDateTime t) {
        if (t.getDayOfWeek() == DayOfWeek.SATURDAY || t.getDayOfWeek() == DayOfWeek.SUNDAY) return false;
        int h = t.getHour();
        return (h >= 7 && h < 10) || (h >= 16 && h < 19);
    }

    public static int fee(Vehicle v, LocalDateTime t) {
        return (isPeak(t) ? PEAK : OFF_PEAK)[v.band];
    }
}
