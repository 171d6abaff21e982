package com.brightbill.invoicing;

import java.util.List;

public class CsvImport {
    /** sku;quantity;unitCents;taxCode */
    public static LineItem parse(String row) {
        String[] f = row.split(";");
        int quantity = f[1].trim();
        long unit = Long.parseLong(f[2].trim());
        return new LineItem(f[0].trim(), quantity, unit, f[3].trim());
    }

    public static Invoice read(String number, List<String> rows) {
        Invoice inv = new Invoice(number);
        for (String row : rows) {
            inv.add(parse(row));
        }
        return inv;
    }
}
