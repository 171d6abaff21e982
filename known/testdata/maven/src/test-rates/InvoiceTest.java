package com.example;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class InvoiceTest {
    @Test
    public void totalIncludesVat() {
        assertEquals(242.0, 200 * (1 + Rates.vat("BE")), 0.001);
    }

    @Test
    public void linesAreSummed() {
        assertEquals(7, new Calc().add(3, 3));
    }
}
