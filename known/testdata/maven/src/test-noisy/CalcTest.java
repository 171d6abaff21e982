package com.example;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class CalcTest {
    // An importer's tests print what a real run logs: the rows it skips, shaped as a
    // compiler's errors, and the stack of an error it recovers from.
    @Test
    public void skipsNegativeRows() {
        System.err.println("acme-2025-03.csv:3: error: negative quantity -3, row skipped");
        assertEquals(5, new Calc().add(2, 3));
    }

    @Test
    public void recoversFromDivisionByZero() {
        try {
            new Calc().divide(1, 0);
        } catch (ArithmeticException e) {
            e.printStackTrace();
        }
        assertEquals(2, new Calc().divide(6, 3));
    }

    @Test
    public void addsNegatives() {
        assertEquals(-5, new Calc().add(-2, -2));
    }
}
