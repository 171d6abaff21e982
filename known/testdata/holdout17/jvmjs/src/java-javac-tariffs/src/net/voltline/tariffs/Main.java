package net.voltline.tariffs;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

public class Main {
    public static void main(String[] args) throws Exception {
        TariffTable table = new TariffTable(Path.of(args.length > 0 ? args[0] : "tariffs.csv"));
        List<Reading> week = List.of(
                new Reading("M-1", LocalDate.of(2025, 6, 2), 7.4),
                new Reading("M-1", LocalDate.of(2025, 6, 3), 6.9));
        Bill bill = new Bill(table.get("FLEX-24"), week);
        System.out.printf("%s: %.1f kWh, %d p%n", bill.tariff().getCode(), bill.totalKwh(), bill.totalPence());
    }
}
