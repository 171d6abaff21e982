package com.example;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CalcTest {
    @Test
    public void addsTwoNumbers() {
        assertEquals(5, new Calc().add(2, 3));
    }

    @Test
    public void dividesEvenly() {
        assertEquals(2, new Calc().divide(6, 3));
    }
}
