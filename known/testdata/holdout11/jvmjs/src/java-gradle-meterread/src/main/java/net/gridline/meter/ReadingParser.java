package net.gridline.meter;

import java.util.ArrayList;
import java.util.List;

/** Parses "meter;watt-hours" lines; malformed lines are logged and dropped. */
public final class ReadingParser {
    private int rejected;

    public List<Reading> parse(List<String> lines) {
        List<Reading> out = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split(";");
            try {
                out.add(new Reading(f[0], Long.parseLong(f[1].trim())));
            } catch (RuntimeException e) {
                rejected++;
                System.out.println("ERROR reading rejected: '" + line + "' (" + e + ")");
            }
        }
        return out;
    }

    public int rejected() {
        return rejected;
    }
}
