package dev.gauge.metrics;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class DurationFormatTest {
    @Test
    public void millis() {
        assertEquals("850ms", DurationFormat.humanize(850));
    }

    @Test
    public void minutesAndSeconds() {
        assertEquals("4m 09s", DurationFormat.humanize(249_000));
    }

    @Test
    public void hoursAndMinutes() {
        assertEquals("1h 05m", DurationFormat.humanize(3_900_000));
    }

    @Test
    public void daysStayInHours() {
        assertEquals("26h 00m", DurationFormat.humanize(93_600_000));
    }

    @Test
    public void roundsUpHalfMinute() {
        // 1h 04m 30s shows as 1h 05m on the dashboard
        assertEquals("1h 05m", DurationFormat.humanize(3_870_000));
    }
}
