package net.parcelpost.core;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class StatusTest {
    @Test
    public void forwardMoves() {
        assertTrue(Status.LABELLED.canMoveTo(Status.COLLECTED));
        assertTrue(Status.OUT_FOR_DELIVERY.canMoveTo(Status.DELIVERED));
    }

    @Test
    public void failedDeliveryGoesBackInTransit() {
        assertTrue(Status.OUT_FOR_DELIVERY.canMoveTo(Status.IN_TRANSIT));
    }

    @Test
    public void deliveredIsFinal() {
        for (Status s : Status.values()) {
            assertFalse(Status.DELIVERED.canMoveTo(s));
        }
    }
}
