package net.railtime.timetable;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Departures read from "train;from;to;HH:mm;platform" lines, stops from "code;name". */
public class Timetable {
    private final Map<String, Stop> stops = new HashMap<>();
    private final List<Departure> departures = new ArrayList<>();

    public static Timetable load(Reader stopsCsv, Reader departuresCsv) throws IOException {
        Timetable t = new Timetable();
        BufferedReader s = new BufferedReader(stopsCsv);
        String line;
        while ((line = s.readLine()) != null) {
            String[] f = line.split(";");
            t.stops.put(f[0], new Stop(f[0], f[1]));
        }
        BufferedReader d = new BufferedReader(departuresCsv);
        while ((line = d.readLine()) != null) {
            String[] f = line.split(";");
            t.departures.add(new Departure(f[0], t.stops.get(f[1]), t.stops.get(f[2]),
                LocalTime.parse(f[3]), Integer.parseInt(f[4])));
        }
        Collections.sort(t.departures);
        return t;
    }

    public List<Departure> from(String stopCode, LocalTime after, int limit) {
        List<Departure> out = new ArrayList<>();
        for (Departure dep : departures) {
            if (dep.from().code().equals(stopCode) && dep.time().isAfter(after)) {
                out.add(dep);
                if (out.size() == limit) {
                    break;
                }
            }
        }
        return out;
    }

    public int size() {
        return departures.size();
    }
}
