package io.example.retry;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.net.ConnectException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.Ignore;
import org.junit.Test;

public class RetrierTest {
    private final List<Long> slept = new ArrayList<>();
    private final Retrier.Sleeper sleeper = slept::add;

    @Test public void returnsFirstSuccess() throws Exception {
        Retrier r = new Retrier(new RetryPolicy(3, Backoff.fixed(10)), sleeper);
        assertEquals("ok", r.call(() -> "ok"));
        assertEquals(0, slept.size());
    }

    @Test public void retriesConnectionErrors() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Retrier r = new Retrier(new RetryPolicy(3, Backoff.exponential(10, 1000)).retryOn(IOException.class), sleeper);
        String got = r.call(() -> {
            if (calls.incrementAndGet() < 3) {
                throw new ConnectException("Connection refused");
            }
            return "up";
        });
        assertEquals("up", got);
        assertEquals(List.of(10L, 20L), slept);
    }

    @Test public void givesUpAfterMaxAttempts() throws Exception {
        Retrier r = new Retrier(new RetryPolicy(2, Backoff.fixed(5)), sleeper);
        IOException boom = new IOException("disk full");
        try {
            r.call(() -> { throw boom; });
            fail("expected the last error");
        } catch (IOException e) {
            assertSame(boom, e);
        }
    }

    @Test public void doesNotRetryOtherErrors() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Retrier r = new Retrier(new RetryPolicy(5, Backoff.fixed(5)).retryOn(IOException.class), sleeper);
        try {
            r.call(() -> { calls.incrementAndGet(); throw new IllegalStateException("error: bad state"); });
            fail();
        } catch (IllegalStateException e) {
            assertEquals(1, calls.get());
        }
    }

    @Test(expected = IllegalArgumentException.class) public void rejectsZeroAttempts() {
        new RetryPolicy(0, Backoff.fixed(1));
    }

    @Ignore("flaky on CI: uses the real clock")
    @Test public void legacySleepsForReal() throws Exception {
        Retrier.legacy(2).call(() -> "x");
    }
}
