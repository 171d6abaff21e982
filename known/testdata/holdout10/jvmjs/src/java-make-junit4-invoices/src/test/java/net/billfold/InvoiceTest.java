package net.billfold;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Before;
import org.junit.Test;

public class InvoiceTest {
    private Invoice invoice;

    @Before
    public void setUp() {
        invoice = new Invoice("INV-000001");
    }

    @Test
    public void emptyInvoiceIsZero() {
        assertEquals(0L, invoice.netCents());
    }

    @Test
    public void sumsLineItems() {
        invoice.add(new LineItem("widget", 3, 250)).add(new LineItem("gadget", 1, 1999));
        assertEquals(2749L, invoice.netCents());
    }

    @Test
    public void itemsAreReadOnly() {
        assertTrue(invoice.items().isEmpty());
    }
}
