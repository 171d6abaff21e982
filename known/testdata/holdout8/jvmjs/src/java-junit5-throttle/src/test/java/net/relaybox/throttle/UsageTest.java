package net.relaybox.throttle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class UsageTest {
    private Usage usage;

    @BeforeEach
    void setUp() {
        usage = new Usage();
        for (int i = 0; i < 7; i++) usage.record("web");
        for (int i = 0; i < 2; i++) usage.record("cli");
        usage.record("batch");
    }

    @Test
    void countsPerClient() {
        assertEquals(7, usage.requests("web"));
        assertEquals(0, usage.requests("unknown"));
    }

    @Test
    void shareOfTraffic() {
        assertEquals(70.0, usage.sharePercent("web"));
        assertEquals(10.0, usage.sharePercent("batch"));
    }

    @Test
    void averageOverClients() {
        assertEquals(3.33, usage.averagePerClient());
    }
}
