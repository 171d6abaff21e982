package io.fieldkit.ingest;

import static org.junit.Assert.assertEquals;

import java.time.Instant;
import java.util.List;
import org.junit.Test;

public class SmoothingTest {
    @Test
    public void constantSeriesStaysConstant() {
        List<Reading> rs = List.of(
            new Reading("s1", Instant.EPOCH, 20.0),
            new Reading("s1", Instant.EPOCH.plusSeconds(60), 20.0));
        assertEquals(20.0, Smoothing.ema(rs, 0.3), 1e-9);
        assertEquals(20.0, rs.get(1).value(), 1e-9);
    }

    @Test
    public void parsesThenSmooths() {
        Reading r = ReadingParser.parse("s1;60;21.5").orElseThrow();
        assertEquals(21.5, Smoothing.ema(List.of(r), 0.5));
    }
}
