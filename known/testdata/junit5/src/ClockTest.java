import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ClockTest {
    @Test
    void minutesInHour() {
        assertEquals(60, java.time.Duration.ofHours(1).toMinutes());
    }

    @Test
    void nowIsPositive() {
        assertTrue(System.currentTimeMillis() > 0);
    }
}
