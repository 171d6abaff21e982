package com.example;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class PriceTest {
    @Test
    public void grossAddsVat() {
        assertEquals(121.0, 100 * (1 + Rates.vat("NL")), 0.001);
    }
}
