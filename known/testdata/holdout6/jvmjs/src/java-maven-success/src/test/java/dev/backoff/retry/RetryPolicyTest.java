package dev.backoff.retry;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.Ignore;
import org.junit.Test;

public class RetryPolicyTest {
    private final List<Long> slept = new ArrayList<>();
    private final RetryPolicy policy = new RetryPolicy(3, new Backoff(Duration.ofMillis(50), Duration.ofSeconds(1), 2.0), slept::add);

    @Test
    public void succeedsFirstTime() throws Exception {
        assertEquals("ok", policy.call(() -> "ok"));
        assertEquals(0, slept.size());
    }

    @Test
    public void retriesThenSucceeds() throws Exception {
        AtomicInteger n = new AtomicInteger();
        String r = policy.call(() -> {
            if (n.incrementAndGet() < 3) throw new IOException("connection reset");
            return "done";
        });
        assertEquals("done", r);
        assertEquals(List.of(50L, 100L), slept);
    }

    @Test
    public void givesUpAfterMaxAttempts() {
        try {
            policy.call(() -> { throw new IOException("503 Service Unavailable"); });
            fail("expected IOException");
        } catch (Exception e) {
            assertEquals("503 Service Unavailable", e.getMessage());
        }
    }

    @Ignore("flaky on shared runners, see #198")
    @Test
    public void realSleeperWaits() { }
}
