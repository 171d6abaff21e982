package io.gatekeep.sessions;

import java.time.Duration;
import java.time.Instant;

public final class Session {
    private final String id;
    private final String user;
    private final Instant created;
    private Instant lastSeen;

    public Session(String id, String user, Instant created) {
        this.id = id;
        this.user = user;
        this.created = created;
        this.lastSeen = created;
    }

    public String id() { return id; }
    public String user() { return user; }
    public Instant created() { return created; }
    public Instant lastSeen() { return lastSeen; }

    public void touch(Instant now) {
        lastSeen = now;
    }

    /** A session expires once it has been idle for the whole timeout. */
    public boolean expired(Instant now, Duration idleTimeout) {
        return Duration.between(lastSeen, now).compareTo(idleTimeout) > 0;
    }
}
