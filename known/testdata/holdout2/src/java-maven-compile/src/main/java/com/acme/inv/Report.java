package com.acme.inv;

import java.util.List;

public class Report {
    public String render(Stock stock, List<String> skus) {
        StringBuilder b = new StringBuilder();
        for (String sku : skus) {
            b.append(sku).append(": ").append(stock.quantity(sku)).append('\n');
        }
        String total = stock.value();
        return b.append("total: ").append(total).toString();
    }
}
