package io.gatekeep.sessions;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.time.Duration;
import java.time.Instant;
import org.junit.Before;
import org.junit.Test;

public class SessionStoreTest {
    private static final Instant T0 = Instant.parse("2024-05-06T09:00:00Z");
    private SessionStore store;

    @Before
    public void setUp() {
        store = new SessionStore(Duration.ofMinutes(30));
        store.put(new Session("a1", "ana", T0));
        store.put(new Session("b2", "ben", T0.plusSeconds(600)));
    }

    @Test
    public void getTouchesSession() {
        assertTrue(store.get("a1", T0.plusSeconds(1200)).isPresent());
        assertTrue(store.get("a1", T0.plusSeconds(2900)).isPresent());
    }

    @Test
    public void expiresExactlyAtIdleTimeout() {
        // idle for exactly 30 minutes: gone
        assertFalse(store.get("a1", T0.plus(Duration.ofMinutes(30))).isPresent());
    }

    @Test
    public void sweepDropsIdleSessions() {
        assertEquals(1, store.sweep(T0.plus(Duration.ofMinutes(35))));
        assertEquals(1, store.size());
    }
}
