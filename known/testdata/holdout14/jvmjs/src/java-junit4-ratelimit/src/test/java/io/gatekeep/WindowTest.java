package io.gatekeep;

import static org.junit.Assert.assertArrayEquals;

import org.junit.Test;

public class WindowTest {
    @Test
    public void fifteenSecondSlices() {
        Window w = new Window();
        for (int s : new int[] {0, 1, 14, 15, 29, 30, 31, 44, 45, 59, 59}) w.record(s);
        assertArrayEquals(new int[] {3, 2, 3, 3}, w.slices(15));
    }

    @Test
    public void wrapsAtTheMinute() {
        Window w = new Window();
        w.record(61);
        w.record(1);
        assertArrayEquals(new int[] {2, 0, 0, 0, 0, 0}, w.slices(10));
    }
}
