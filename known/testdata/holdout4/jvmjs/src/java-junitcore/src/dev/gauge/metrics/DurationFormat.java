package dev.gauge.metrics;

public final class DurationFormat {
    private DurationFormat() {}

    /** "1h 05m", "4m 09s", "850ms" */
    public static String humanize(long millis) {
        if (millis < 1000) {
            return millis + "ms";
        }
        long s = millis / 1000;
        if (s < 3600) {
            return String.format("%dm %02ds", s / 60, s % 60);
        }
        return String.format("%dh %02dm", s / 3600, s % 3600 / 60);
    }
}
