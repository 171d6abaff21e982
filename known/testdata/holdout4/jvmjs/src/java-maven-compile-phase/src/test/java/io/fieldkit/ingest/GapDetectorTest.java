package io.fieldkit.ingest;

import static org.junit.Assert.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.Test;

public class GapDetectorTest {
    @Test
    public void findsLongGap() {
        List<Reading> rs = List.of(
            new Reading("s1", Instant.EPOCH, 1),
            new Reading("s1", Instant.EPOCH.plusSeconds(60), 1),
            new Reading("s1", Instant.EPOCH.plusSeconds(2000), 1));
        assertEquals(List.of(Duration.ofSeconds(1940)), new GapDetector(Duration.ofMinutes(15)).gaps(rs));
    }
}
