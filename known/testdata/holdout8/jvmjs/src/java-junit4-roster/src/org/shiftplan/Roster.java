package org.shiftplan;

import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public final class Roster {
    private final List<Shift> shifts = new ArrayList<>();

    public Roster add(Shift s) {
        shifts.add(s);
        return this;
    }

    public List<Shift> shifts() {
        return Collections.unmodifiableList(shifts);
    }

    /** Hours worked per weekday, Monday first, rounded down; an overnight shift counts for the day it starts. */
    public int[] hoursPerDay() {
        long[] minutes = new long[7];
        for (Shift s : shifts) {
            minutes[s.day().getValue() - 1] += s.minutes();
        }
        int[] hours = new int[7];
        for (int i = 0; i < 7; i++) {
            hours[i] = (int) Math.round(minutes[i] / 60.0);
        }
        return hours;
    }

    public long minutesFor(String person) {
        return shifts.stream().filter(s -> s.person().equals(person)).mapToLong(Shift::minutes).sum();
    }

    public boolean covers(DayOfWeek day) {
        return shifts.stream().anyMatch(s -> s.day() == day);
    }
}
