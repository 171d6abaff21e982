package org.shiftplan;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.time.DayOfWeek;
import java.time.LocalTime;

/** person,day,start,end (day as MON..SUN) */
public final class RosterCsv {
    private RosterCsv() {
    }

    public static Roster read(Reader in) throws IOException {
        Roster r = new Roster();
        BufferedReader br = new BufferedReader(in);
        String line;
        int n = 0;
        while ((line = br.readLine()) != null) {
            n++;
            if (n == 1 || line.isBlank()) {
                continue;
            }
            String[] f = line.split(",");
            r.add(new Shift(f[0].trim(), day(f[1].trim()), LocalTime.parse(f[2].trim()), LocalTime.parse(f[3].trim())));
        }
        return r;
    }

    static DayOfWeek day(String s) {
        for (DayOfWeek d : DayOfWeek.values()) {
            if (d.name().startsWith(s.toUpperCase())) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown day: " + s);
    }
}
