package com.freightline.rates;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.MonthDay;
import java.util.Set;

/** Days without collections: weekends and the fixed public holidays of the depot's country. */
public final class HolidayCalendar {
    private static final Log LOG = Log.get(HolidayCalendar.class);
    private final Set<MonthDay> fixed;

    public HolidayCalendar(Set<MonthDay> fixed) {
        this.fixed = fixed;
    }

    public static HolidayCalendar netherlands() {
        return new HolidayCalendar(Set.of(MonthDay.of(1, 1), MonthDay.of(4, 27), MonthDay.of(5, 5),
            MonthDay.of(12, 25), MonthDay.of(12, 26)));
    }

    public boolean isWorkingDay(LocalDate day) {
        DayOfWeek d = day.getDayOfWeek();
        boolean working = d != DayOfWeek.SATURDAY && d != DayOfWeek.SUNDAY && !fixed.contains(MonthDay.from(day));
        if (!working) {
            LOG.debug("%s (%s) is not a working day", day, d);
        }
        return working;
    }

    public LocalDate nextWorkingDay(LocalDate from) {
        LocalDate d = from.plusDays(1);
        while (!isWorkingDay(d)) {
            d = d.plusDays(1);
        }
        return d;
    }
}
