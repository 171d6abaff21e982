package com.freightline.rates;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/** Parcels booked before the cutoff are collected the same working day, later ones the next. */
public final class Cutoff {
    private static final Log LOG = Log.get(Cutoff.class);
    private final LocalTime cutoff;
    private final HolidayCalendar calendar;

    public Cutoff(LocalTime cutoff, HolidayCalendar calendar) {
        this.cutoff = cutoff;
        this.calendar = calendar;
    }

    public LocalDate collectionDay(LocalDateTime booked) {
        LocalDate day = booked.toLocalDate();
        LocalDate result;
        if (calendar.isWorkingDay(day) && booked.toLocalTime().isBefore(cutoff)) {
            result = day;
        } else {
            result = calendar.nextWorkingDay(day);
        }
        LOG.info("booked %s -> collection %s (cutoff %s)", booked, result, cutoff);
        return result;
    }
}
