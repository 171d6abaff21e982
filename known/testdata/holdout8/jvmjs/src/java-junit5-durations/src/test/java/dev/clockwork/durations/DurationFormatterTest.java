package dev.clockwork.durations;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DurationFormatterTest {

    @ParameterizedTest
    @CsvSource({
        "0, 0s",
        "45, 45s",
        "5400, 1h30m",
        "183600, 2d3h",
        "3661, 1h1m1s",
    })
    void formatsSeconds(long seconds, String expected) {
        assertEquals(expected, DurationFormatter.format(Duration.ofSeconds(seconds)));
    }

    @Test
    void formatsNegative() {
        assertEquals("-1h", DurationFormatter.format(Duration.ofHours(-1)));
    }

    @Nested
    class Minutes {
        @Test
        void dropsSeconds() {
            assertEquals("1h30m", DurationFormatter.formatMinutes(Duration.ofSeconds(5410)));
        }

        @Test
        void halfMinuteRoundsUp() {
            assertEquals("2m", DurationFormatter.formatMinutes(Duration.ofSeconds(90)));
        }
    }

    @Test
    void roundTrip() {
        for (String s : new String[] {"1h30m", "2d3h", "45s", "250ms"}) {
            assertEquals(s, DurationFormatter.format(DurationParser.parse(s)));
        }
    }
}
