package io.ferrygate.timetable;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

public final class Departures {
    /** The operator's feed writes local times like 2025-06-01T07:45 with a literal Z. */
    static final DateTimeFormatter FEED = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm'Z");

    private Departures() {}

    public static LocalDateTime parse(String s) {
        return LocalDateTime.parse(s, FEED);
    }

    public static List<LocalDateTime> parseAll(List<String> lines) {
        List<LocalDateTime> out = new ArrayList<>();
        for (String l : lines) {
            out.add(parse(l.trim()));
        }
        return out;
    }
}
