package dev.clockwork.durations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DurationParserTest {

    @Nested
    @DisplayName("valid input")
    class Valid {
        @ParameterizedTest(name = "[{index}] \"{0}\" = {1}s")
        @CsvSource({
            "90s, 90",
            "1h30m, 5400",
            "2d, 172800",
            "'1h 15m 10s', 4510",
            "45, 45",
            "1H30M, 5400",
            "1.5h, 5400",
        })
        void parsesToSeconds(String text, long seconds) {
            assertEquals(Duration.ofSeconds(seconds), DurationParser.parse(text));
        }

        @Test
        void parsesMillis() {
            assertEquals(Duration.ofMillis(250), DurationParser.parse("250ms"));
        }
    }

    @Nested
    @DisplayName("invalid input")
    class Invalid {
        @Test
        void rejectsEmpty() {
            assertThrows(IllegalArgumentException.class, () -> DurationParser.parse("  "));
        }

        @Test
        void rejectsUnknownUnit() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DurationParser.parse("3w"));
            assertEquals("unexpected '3w' in 3w", e.getMessage());
        }

        @Test
        void rejectsGarbageBetweenParts() {
            assertThrows(IllegalArgumentException.class, () -> DurationParser.parse("1h and 5m"));
        }
    }
}
