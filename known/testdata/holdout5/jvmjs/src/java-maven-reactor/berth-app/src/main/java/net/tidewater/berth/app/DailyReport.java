package net.tidewater.berth.app;

import java.math.BigDecimal;
import java.util.List;
import net.tidewater.berth.tariff.Invoice;

/** The harbour office's end-of-day revenue line. */
public final class DailyReport {
    public static String summary(List<Invoice> invoices) {
        BigDecimal total = invoices.stream().map(Invoice::total).reduce(BigDecimal.ZERO, BigDecimal::add);
        return String.format("%d calls invoiced, total EUR %s", invoices.size(), total.toPlainString());
    }
}
