package com.acme.billing;

import java.util.Date;
import java.util.List;

public class Report {
    public static String render(List<Invoice> invoices) {
        StringBuilder sb = new StringBuilder();
        Date now = new Date();
        sb.append("Report for ").append(now.getYear() + 1900).append('\n');
        for (Invoice inv : invoices) {
            sb.append(inv.customer()).append(": ").append(inv.total()).append('\n');
        }
        return sb.toString();
    }

    public static int count(List<Invoice> invoices) {
        return invoices.size;
    }
}
