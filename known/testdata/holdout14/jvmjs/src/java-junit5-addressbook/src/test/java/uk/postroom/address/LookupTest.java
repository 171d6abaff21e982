package uk.postroom.address;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LookupTest {
    private static String slowTown(String postcode) {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return postcode.startsWith("BS") ? "Bristol" : "London";
    }

    @Test
    void resolvesOnce() {
        AtomicInteger calls = new AtomicInteger();
        Lookup l = new Lookup(pc -> { calls.incrementAndGet(); return slowTown(pc); });
        l.town("BS1 6AB");
        l.town("BS1 6AB");
        assertEquals(1, calls.get());
    }

    @Test
    void cachedRegardlessOfSpacingAndCase() {
        Lookup l = new Lookup(LookupTest::slowTown);
        l.town("BS1 6AB");
        assertTimeoutPreemptively(Duration.ofMillis(100), () -> assertEquals("Bristol", l.town("bs16ab")));
    }
}
