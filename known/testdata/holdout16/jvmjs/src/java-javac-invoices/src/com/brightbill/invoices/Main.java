package com.brightbill.invoices;

public class Main {
    public static void main(String[] args) {
        CustomerDirectory dir = new CustomerDirectory();
        dir.add(new Customer("C-001", "Harbour Tools Ltd", "GB", true));
        dir.add(new Customer("C-002", "Maison Lefevre", "FR", true));
        Invoice inv = new Invoice("INV-2025-0412", "C-002");
        inv.add(new Line("HX-200", 12, 4_500));
        inv.add("HX-310", 3, 21_000);
        Pricing p = new Pricing(dir);
        System.out.printf("%s total %d%n", inv.number(), p.totalCents(inv));
    }
}
