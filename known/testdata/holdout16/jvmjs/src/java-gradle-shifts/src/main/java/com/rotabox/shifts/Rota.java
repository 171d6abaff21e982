package com.rotabox.shifts;

import java.util.ArrayList;
import java.util.List;

public final class Rota {
    private final List<Shift> shifts = new ArrayList<>();

    public void add(Shift s) {
        shifts.add(s);
    }

    public long paidHours() {
        long minutes = 0;
        for (Shift s : shifts) {
            minutes += s.paidMinutes();
        }
        return minutes / 60;
    }

    public int nightShifts() {
        int n = 0;
        for (Shift s : shifts) {
            if (s.isNight()) {
                n++;
            }
        }
        return n;
    }
}
