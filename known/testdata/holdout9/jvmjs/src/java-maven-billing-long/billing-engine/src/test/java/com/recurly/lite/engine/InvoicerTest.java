package com.recurly.lite.engine;

import com.recurly.lite.model.Money;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class InvoicerTest {
    @Test
    void oneInvoicePerCustomerOnTheFirstOfMarch() {
        RenewalScheduler scheduler = new RenewalScheduler();
        Map<String, Money> inv = new Invoicer().invoices(
            scheduler.renewalsOn(Fixtures.book(), LocalDate.of(2024, 3, 1)));
        assertEquals(inv.size(), inv.values().stream().filter(m -> m.currency().equals("EUR")).count());
    }
}
