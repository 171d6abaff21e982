package io.postbox.queue;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import org.junit.Ignore;
import org.junit.Test;

public class BounceTest {
    @Test
    public void userUnknownIsPermanent() {
        assertTrue(Bounce.permanent("550 5.1.1 <x@example.org>: Recipient address rejected: User unknown"));
    }

    @Test
    public void greylistingIsTemporary() {
        assertFalse(Bounce.permanent("451 4.7.1 Greylisting in action, please come back later"));
    }

    @Test
    public void aReplyWithoutAStatusIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> Bounce.permanent("421 Service not available"));
    }

    @Ignore("needs the live relay; run with -Prelay")
    @Test
    public void liveRelayBounce() {
    }
}
