package org.quayside.throttle;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class TokenBucketTest {
    @Test
    public void startsFull() {
        TokenBucket b = new TokenBucket(3, 10);
        assertTrue(b.tryAcquire());
        assertTrue(b.tryAcquire());
        assertTrue(b.tryAcquire());
    }

    @Test
    public void emptyBucketRefusesImmediately() {
        TokenBucket b = new TokenBucket(1, 1);
        assertTrue(b.tryAcquire());
        assertFalse(b.tryAcquire());
    }

    @Test(timeout = 500)
    public void refillsWithinAFewMilliseconds() throws InterruptedException {
        TokenBucket b = new TokenBucket(1, 100);
        b.acquire();
        b.acquire(); // 100 tokens a second: the next one is due after 10 ms
    }
}
