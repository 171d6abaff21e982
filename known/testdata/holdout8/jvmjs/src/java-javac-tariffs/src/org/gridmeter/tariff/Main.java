package org.gridmeter.tariff;

import java.nio.file.Path;
import java.time.LocalTime;
import java.util.List;
import java.util.TreeMap;

public final class Main {
    public static void main(String[] args) {
        List<Tariff> tariffs = new CsvTariffReader().load(Path.of(args[0]));
        List codes = CsvTariffReader.legacyCodes(tariffs);
        System.out.println("tariffs: " + codes);
        TreeMap<LocalTime, Double> usage = new TreeMap<>();
        for (int h = 0; h < 24; h++) {
            usage.put(LocalTime.of(h, 0), new Double(0.4 + (h % 7) * 0.1));
        }
        PeakCalculator calc = new PeakCalculator();
        for (Tariff t : tariffs) {
            System.out.printf("%s winter=%d summer=%d%n", t.code(),
                    calc.costCents(t, PeakCalculator.Season.WINTER, usage),
                    calc.costCents(t, PeakCalculator.Season.SUMMER, usage));
        }
    }
}
