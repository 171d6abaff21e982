package org.tidetable.core;

public final class RuleOfTwelfths {
    private static final int[] TWELFTHS = {1, 2, 3, 3, 2, 1};

    private RuleOfTwelfths() {}

    /** Height after `hours` whole hours of a six-hour rise from low to high. */
    public static double heightAfter(double low, double high, int hours) {
        double range = high - low;
        int sum = 0;
        for (int i = 0; i < hours; i++) sum += TWELFTHS[i];
        return low + range * sum / 12;
    }
}
