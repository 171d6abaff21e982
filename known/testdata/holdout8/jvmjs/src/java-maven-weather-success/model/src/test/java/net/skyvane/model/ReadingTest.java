package net.skyvane.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class ReadingTest {
    @Test
    void convertsUnits() {
        Reading r = new Reading("KX01", Instant.EPOCH, 215, 60, 10132, 14);
        assertEquals(21.5, r.tempC(), 1e-9);
        assertEquals(1013.2, r.pressureHpa(), 1e-9);
    }

    @Test
    void rejectsHumidityAbove100() {
        assertThrows(IllegalArgumentException.class, () -> new Reading("KX01", Instant.EPOCH, 0, 101, 10000, 0));
    }
}
