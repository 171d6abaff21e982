package io.tollgate.relay;

import java.util.logging.Logger;

public final class Relay {
    private static final Logger LOG = Logger.getLogger(Relay.class.getName());
    private final String name;
    private final String host;
    private final int port;
    private final int timeoutMs;

    private Relay(String name, String host, int port, int timeoutMs) {
        this.name = name;
        this.host = host;
        this.port = port;
        this.timeoutMs = timeoutMs;
    }

    public static Relay from(Settings s) {
        try {
            return new Relay(s.string("relay.name"), s.string("http.host"),
                    s.integer("http.port"), s.integer("upstream.timeout.ms"));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("cannot configure relay", e);
        }
    }

    public String describe() {
        return name + " on " + host + ":" + port + " (upstream timeout " + timeoutMs + " ms)";
    }
}
