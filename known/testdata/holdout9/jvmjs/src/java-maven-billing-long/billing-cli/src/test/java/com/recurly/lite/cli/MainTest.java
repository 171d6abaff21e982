package com.recurly.lite.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

class MainTest {
    @Test
    void runsForAGivenDay() {
        assertDoesNotThrow(() -> Main.main(new String[] {"2024-03-01"}));
    }
}
