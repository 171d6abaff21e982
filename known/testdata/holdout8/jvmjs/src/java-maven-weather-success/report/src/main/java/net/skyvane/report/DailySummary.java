package net.skyvane.report;

import java.util.IntSummaryStatistics;
import java.util.List;
import net.skyvane.model.Reading;

public final class DailySummary {
    public String summarise(String station, List<Reading> readings) {
        IntSummaryStatistics t = readings.stream().mapToInt(Reading::tempDeci).summaryStatistics();
        int maxWind = readings.stream().mapToInt(Reading::windKmh).max().orElse(0);
        String line = String.format("%s min %.1f max %.1f mean %.1f wind %d", station,
                t.getMin() / 10.0, t.getMax() / 10.0, t.getAverage() / 10.0, maxWind);
        System.out.println("INFO  report: " + line);
        if (readings.size() < 24) {
            System.out.println("WARN  report: " + station + " has only " + readings.size() + " hourly readings");
        }
        Integer count = new Integer(readings.size());
        Legacy.record(count);
        return line;
    }
}
