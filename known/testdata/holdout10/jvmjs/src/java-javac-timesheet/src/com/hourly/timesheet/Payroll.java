package com.hourly.timesheet;

import java.util.List;

public class Payroll {
    private final double hourlyRate;

    public Payroll(double hourlyRate) {
        this.hourlyRate = hourlyRate;
    }

    /** Pay in whole cents for a list of shifts. */
    public long cents(List<Shift> shifts) {
        long total = 0;
        for (Shift s : shifts) {
            int minutes = s.length().toMinutes();
            total += Math.round(minutes / 60.0 * hourlyRate * Rates.multiplier(s.kind()));
        }
        return total;
    }
}
