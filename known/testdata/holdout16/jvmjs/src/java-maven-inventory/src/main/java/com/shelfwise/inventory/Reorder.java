package com.shelfwise.inventory;

public final class Reorder {
    private Reorder() {}

    /** How many to order to get back to the target level (never negative). */
    public static int quantity(int onHand, int target) {
        return Math.max(0, target - onHand);
    }
}
