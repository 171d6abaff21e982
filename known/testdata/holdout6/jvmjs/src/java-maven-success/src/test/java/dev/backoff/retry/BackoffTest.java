package dev.backoff.retry;

import static org.junit.Assert.assertEquals;

import java.time.Duration;
import org.junit.Ignore;
import org.junit.Test;

public class BackoffTest {
    private final Backoff b = new Backoff(Duration.ofMillis(100), Duration.ofSeconds(2), 2.0);

    @Test public void firstAttemptIsBase() { assertEquals(100, b.delay(1).toMillis()); }
    @Test public void doubles() { assertEquals(400, b.delay(3).toMillis()); }
    @Test public void capped() { assertEquals(2000, b.delay(10).toMillis()); }

    @Ignore("jitter is not implemented yet (#212)")
    @Test public void jitterStaysWithinBounds() { }
}
