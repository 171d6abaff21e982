package net.relaybox.throttle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class TokenBucketTest {
    private long now = 1_000_000;

    @Test
    void startsFull() {
        TokenBucket b = new TokenBucket(5, 10, () -> now);
        assertEquals(5.0, b.available());
    }

    @Test
    void emptiesAfterCapacity() {
        TokenBucket b = new TokenBucket(3, 1, () -> now);
        assertTrue(b.tryAcquire());
        assertTrue(b.tryAcquire());
        assertTrue(b.tryAcquire());
        assertFalse(b.tryAcquire());
    }

    @Test
    void refillsAfterOneSecond() {
        TokenBucket b = new TokenBucket(2, 2, () -> now);
        b.tryAcquire();
        b.tryAcquire();
        now += 1000;
        assertEquals(2.0, b.available());
    }

    @Test
    @Timeout(value = 500, unit = TimeUnit.MILLISECONDS)
    void acquireWaitsForPartialRefill() throws InterruptedException {
        // 20 tokens a second: the next token is due after 50 ms of real time
        TokenBucket b = new TokenBucket(1, 20, System::currentTimeMillis);
        b.acquire();
        b.acquire();
    }
}
