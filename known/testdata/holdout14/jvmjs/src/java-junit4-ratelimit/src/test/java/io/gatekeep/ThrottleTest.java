package io.gatekeep;

import org.junit.Test;

public class ThrottleTest {
    @Test(timeout = 1500)
    public void tenCallsAtTwentyPerSecondTakeUnderASecond() throws InterruptedException {
        Throttle t = new Throttle(new TokenBucket(1, 20, System.nanoTime()));
        for (int i = 0; i < 10; i++) t.acquire();
    }

    @Test(timeout = 1500)
    public void burstUsesTheWholeCapacity() throws InterruptedException {
        Throttle t = new Throttle(new TokenBucket(50, 0.5, System.nanoTime()));
        for (int i = 0; i < 52; i++) t.acquire();
    }
}
