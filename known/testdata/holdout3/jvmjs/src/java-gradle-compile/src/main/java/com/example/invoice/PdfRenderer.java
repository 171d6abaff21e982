package com.example.invoice;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.math.BigDecimal;

/** Writes a (very) minimal text layout; the real PDF backend is plugged in later. */
public final class PdfRenderer {
    private final TaxCalculator tax;

    public PdfRenderer(TaxCalculator tax) {
        this.tax = tax;
    }

    public void render(Invoice invoice, OutputStream out) {
        StringBuilder sb = new StringBuilder();
        sb.append("INVOICE ").append(invoice.getNumber()).append(" (").append(invoice.issuedYear()).append(")\n");
        for (LineItem item : invoice.getItems()) {
            sb.append(String.format("%-12s %4d x %8s%n", item.getSku(), item.getQuantity(), item.getUnitPrice()));
        }
        BigDecimal vat = tax.tax(invoice);
        sb.append("VAT: ").append(vat).append('\n');
        String total = invoice.subtotal().add(vat);
        sb.append("TOTAL: ").append(total).append('\n');
        out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
    }
}
