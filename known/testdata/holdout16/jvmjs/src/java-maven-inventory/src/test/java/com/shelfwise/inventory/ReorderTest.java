package com.shelfwise.inventory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ReorderTest {
    @Test
    void belowTarget() {
        assertEquals(15, Reorder.quantity(5, 20));
    }

    @Test
    void aboveTarget() {
        assertEquals(0, Reorder.quantity(25, 20));
    }
}
