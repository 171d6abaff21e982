package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CutoffTest {
    private final Cutoff cutoff = new Cutoff(LocalTime.of(15, 30), HolidayCalendar.netherlands());

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "2024-05-06T09:00, 2024-05-06", "2024-05-06T15:29, 2024-05-06", "2024-05-06T15:30, 2024-05-07",
        "2024-05-10T16:00, 2024-05-13", "2024-05-11T10:00, 2024-05-13", "2024-05-12T23:59, 2024-05-13",
        "2024-04-26T17:00, 2024-04-29", "2024-05-03T18:00, 2024-05-06", "2024-05-04T08:00, 2024-05-06",
        "2024-12-24T16:00, 2024-12-27", "2024-12-25T09:00, 2024-12-27", "2024-12-31T12:00, 2024-12-31",
        "2024-12-31T16:00, 2025-01-02", "2025-01-01T09:00, 2025-01-02", "2025-04-26T09:00, 2025-04-28"})
    void collectionDay(String booked, String expected) {
        assertEquals(LocalDate.parse(expected), cutoff.collectionDay(LocalDateTime.parse(booked)));
    }
}
