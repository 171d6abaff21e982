package net.parcelpost.api;

import static org.junit.Assert.assertEquals;

import net.parcelpost.core.Status;
import net.parcelpost.core.TrackingNumber;
import org.junit.Test;

public class EventFormatterTest {
    private final TrackingNumber n = TrackingNumber.parse("PP1234567823");

    @Test
    public void withDepot() {
        assertEquals("PP 1234 567823: out for delivery at Leeds", EventFormatter.line(n, Status.OUT_FOR_DELIVERY, "Leeds"));
    }

    @Test
    public void withoutDepot() {
        assertEquals("PP 1234 567823: delivered", EventFormatter.line(n, Status.DELIVERED, ""));
    }
}
