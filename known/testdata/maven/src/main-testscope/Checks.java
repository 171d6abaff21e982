package com.example;

import static org.junit.Assert.assertTrue;

/** Argument checks; borrowed from the tests, whose library is not on the main class path. */
public class Checks {
    public static void positive(int n) {
        assertTrue("must be positive", n > 0);
    }
}
