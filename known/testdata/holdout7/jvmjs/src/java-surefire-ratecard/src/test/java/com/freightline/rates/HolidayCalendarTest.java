package com.freightline.rates;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class HolidayCalendarTest {
    private final HolidayCalendar nl = HolidayCalendar.netherlands();

    @Test void mondayIsWorking() { assertTrue(nl.isWorkingDay(LocalDate.of(2024, 5, 6))); }
    @Test void saturdayIsNot() { assertFalse(nl.isWorkingDay(LocalDate.of(2024, 5, 11))); }
    @Test void kingsDayIsNot() { assertFalse(nl.isWorkingDay(LocalDate.of(2023, 4, 27))); }
    @Test void christmasIsNot() { assertFalse(nl.isWorkingDay(LocalDate.of(2024, 12, 25))); }
    @Test void afterFridayComesMonday() { assertEquals(LocalDate.of(2024, 5, 13), nl.nextWorkingDay(LocalDate.of(2024, 5, 10))); }
    @Test void afterChristmasEve() { assertEquals(LocalDate.of(2024, 12, 27), nl.nextWorkingDay(LocalDate.of(2024, 12, 24))); }
}
