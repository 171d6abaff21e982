package org.gridline.meter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class UsageTest {
    private static Reading r(String date, long kwh) {
        return new Reading(LocalDate.parse(date), kwh);
    }

    @Test
    void deltasBetweenReadings() {
        List<Reading> rs = List.of(r("2025-01-01", 1000), r("2025-01-08", 1070), r("2025-01-15", 1155));
        assertArrayEquals(new long[] {70, 85}, Usage.deltas(rs));
    }

    @Test
    void averageOverAMonth() {
        List<Reading> rs = List.of(r("2025-03-01", 2000), r("2025-03-31", 2300));
        assertEquals(10, Usage.averagePerDay(rs));
    }

    @Test
    void averageAcrossNewYear() {
        List<Reading> rs = List.of(r("2024-12-31", 5000), r("2025-01-01", 5012));
        assertEquals(12, Usage.averagePerDay(rs));
    }

    @Test
    void rejectsReadingsOutOfOrder() {
        List<Reading> rs = List.of(r("2025-01-08", 1070), r("2025-01-01", 1000));
        assertThrows(IllegalArgumentException.class, () -> Usage.deltas(rs));
    }
}
