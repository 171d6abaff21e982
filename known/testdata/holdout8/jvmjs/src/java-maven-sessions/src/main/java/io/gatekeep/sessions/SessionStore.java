package io.gatekeep.sessions;

import java.time.Duration;
import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

public final class SessionStore {
    private final Map<String, Session> sessions = new LinkedHashMap<>();
    private final Duration idleTimeout;

    public SessionStore(Duration idleTimeout) {
        this.idleTimeout = idleTimeout;
    }

    public void put(Session s) {
        sessions.put(s.id(), s);
    }

    public Optional<Session> get(String id, Instant now) {
        Session s = sessions.get(id);
        if (s == null || s.expired(now, idleTimeout)) {
            return Optional.empty();
        }
        s.touch(now);
        return Optional.of(s);
    }

    /** Drops expired sessions, returns how many were dropped. */
    public int sweep(Instant now) {
        int n = 0;
        for (Iterator<Session> it = sessions.values().iterator(); it.hasNext(); ) {
            if (it.next().expired(now, idleTimeout)) {
                it.remove();
                n++;
            }
        }
        return n;
    }

    public int size() {
        return sessions.size();
    }
}
