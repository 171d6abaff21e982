package com.brightledger.invoicing;

import static org.junit.Assert.assertEquals;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.Year;
import org.junit.Test;

public class InvoiceTest {
    private static final BigDecimal VAT = new BigDecimal("0.21");

    @Test
    public void totals() {
        Invoice inv = new Invoice(202400017L, "Acme", LocalDate.of(2024, 5, 2))
                .add(new InvoiceLine("consulting", 3, new BigDecimal("120.00"), VAT))
                .add(new InvoiceLine("hosting", 1, new BigDecimal("9.99"), VAT));
        assertEquals(new BigDecimal("369.99"), inv.totalNet());
        assertEquals(new BigDecimal("447.69"), inv.totalGross());
    }

    @Test
    public void dueDate() {
        Invoice inv = new Invoice(202400018L, "Acme", LocalDate.of(2024, 5, 2));
        assertEquals(LocalDate.of(2024, 6, 1), inv.due(30));
    }

    @Test
    public void numbersRestartEachYear() {
        NumberSequence seq = new NumberSequence(Year.of(2023), 412);
        assertEquals(seq.next(Year.of(2023)), 202300412);
        assertEquals(seq.next(Year.of(2024)), 202400001);
    }
}
