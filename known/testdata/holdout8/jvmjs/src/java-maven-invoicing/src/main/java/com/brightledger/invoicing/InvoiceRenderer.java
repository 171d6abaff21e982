package com.brightledger.invoicing;

import java.math.BigDecimal;

public final class InvoiceRenderer {
    public String render(Invoice inv) {
        StringBuilder sb = new StringBuilder();
        sb.append("Invoice ").append(inv.getNumber()).append(" for ").append(inv.getCustomer()).append('\n');
        for (InvoiceLine l : inv.lines()) {
            sb.append(String.format("%-30s %4d %10s%n", l.description(), l.quantity(), l.gross()));
        }
        BigDecimal total = inv.totalGross();
        sb.append(String.format("%-35s %10s%n", "Total", total));
        return sb.toString();
    }
}
