package io.gatekeep;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class TokenBucketTest {
    private static final long S = 1_000_000_000L;

    @Test
    public void startsFull() {
        TokenBucket b = new TokenBucket(5, 1.0, 0);
        assertEquals(5, b.available(0));
    }

    @Test
    public void emptiesThenRefuses() {
        TokenBucket b = new TokenBucket(2, 1.0, 0);
        assertTrue(b.tryTake(0));
        assertTrue(b.tryTake(0));
        assertFalse(b.tryTake(0));
    }

    @Test
    public void refillsOverTime() {
        TokenBucket b = new TokenBucket(2, 2.0, 0);
        b.tryTake(0);
        b.tryTake(0);
        assertTrue(b.tryTake(S / 2));
    }

    @Test
    public void neverAboveCapacity() {
        TokenBucket b = new TokenBucket(3, 10.0, 0);
        assertEquals(3, b.available(60 * S));
    }
}
