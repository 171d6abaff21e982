package io.ferrygate.timetable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeparturesTest {
    @Test
    void parsesOne() {
        assertEquals(LocalDateTime.of(2025, 6, 1, 7, 45), Departures.parse("2025-06-01T07:45Z"));
    }

    @Test
    void parsesFeed() {
        List<LocalDateTime> d = Departures.parseAll(List.of("2025-06-01T07:45Z", " 2025-06-01T09:15Z"));
        assertEquals(2, d.size());
    }
}
