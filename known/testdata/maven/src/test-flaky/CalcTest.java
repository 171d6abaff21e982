package com.example;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CalcTest {
    // Stands in for a test that depends on timing: it fails on its first run only.
    private static int warmRuns = 0;

    @Test
    public void addsAfterWarmUp() {
        warmRuns++;
        assertEquals("cold cache", 1, warmRuns > 1 ? 1 : 0);
    }

    @Test
    public void dividesEvenly() {
        assertEquals(3, new Calc().divide(10, 3) + 1);
    }

    @Test
    public void adds() {
        assertEquals(5, new Calc().add(2, 3));
    }
}
