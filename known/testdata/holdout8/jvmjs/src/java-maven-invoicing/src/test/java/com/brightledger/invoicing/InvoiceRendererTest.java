package com.brightledger.invoicing;

import static org.junit.Assert.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import org.junit.Test;

public class InvoiceRendererTest {
    @Test
    public void rendersTotalLine() {
        Invoice inv = new Invoice(202400019L, "Globex", LocalDate.of(2024, 5, 3))
                .add(new InvoiceLine("licence", 2, new BigDecimal("50.00")));
        String out = new InvoiceRenderer().render(inv);
        assertTrue(out, out.contains("Total"));
    }
}
