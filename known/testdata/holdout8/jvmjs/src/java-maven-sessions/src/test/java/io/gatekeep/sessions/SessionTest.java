package io.gatekeep.sessions;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

import java.time.Duration;
import java.time.Instant;
import org.junit.Test;

public class SessionTest {
    @Test
    public void touchMovesLastSeen() {
        Instant t0 = Instant.parse("2024-05-06T09:00:00Z");
        Session s = new Session("x", "cy", t0);
        s.touch(t0.plusSeconds(5));
        assertEquals(t0.plusSeconds(5), s.lastSeen());
    }

    @Test
    public void freshSessionNotExpired() {
        Instant t0 = Instant.parse("2024-05-06T09:00:00Z");
        assertFalse(new Session("x", "cy", t0).expired(t0.plusSeconds(60), Duration.ofMinutes(30)));
    }
}
