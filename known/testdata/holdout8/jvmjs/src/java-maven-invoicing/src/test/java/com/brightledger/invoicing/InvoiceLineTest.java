package com.brightledger.invoicing;

import static org.junit.Assert.assertEquals;

import java.math.BigDecimal;
import org.junit.Test;

public class InvoiceLineTest {
    @Test
    public void netIsQuantityTimesPrice() {
        InvoiceLine l = new InvoiceLine("consulting", 3, new BigDecimal("120.00"));
        assertEquals(new BigDecimal("360.00"), l.net());
    }

    @Test
    public void vatRoundsHalfUp() {
        InvoiceLine l = new InvoiceLine("hosting", 1, new BigDecimal("9.99"), new BigDecimal("0.21"));
        assertEquals(new BigDecimal("2.10"), l.vat());
    }

    @Test(expected = IllegalArgumentException.class)
    public void zeroQuantityRejected() {
        new InvoiceLine("nothing", 0, BigDecimal.ONE);
    }
}
