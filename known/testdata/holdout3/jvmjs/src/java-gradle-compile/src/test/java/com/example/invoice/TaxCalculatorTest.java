package com.example.invoice;

import static org.junit.Assert.assertEquals;

import java.math.BigDecimal;
import java.util.Date;
import org.junit.Test;

public class TaxCalculatorTest {
    @Test
    public void nineteenPercent() {
        Invoice inv = new Invoice("2024-0001", new Date());
        inv.add(new LineItem("PEN-01", 10, new BigDecimal("1.50")));
        assertEquals(new BigDecimal("2.85"), new TaxCalculator(new BigDecimal("19")).tax(inv));
    }
}
