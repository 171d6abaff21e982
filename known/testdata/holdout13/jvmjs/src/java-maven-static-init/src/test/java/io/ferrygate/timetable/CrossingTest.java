package io.ferrygate.timetable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CrossingTest {
    @Test
    void roundsUpToQuarterHour() {
        assertEquals(45, new Crossing("Harwich", "Felixstowe", 38).billedMinutes());
    }

    @Test
    void exactQuarterStays() {
        assertEquals(30, new Crossing("Harwich", "Shotley", 30).billedMinutes());
    }

    @Test
    void rejectsZero() {
        assertThrows(IllegalArgumentException.class, () -> new Crossing("A", "B", 0));
    }
}
