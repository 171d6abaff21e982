package dev.clockwork.durations;

import java.time.Duration;

public final class DurationFormatter {
    private DurationFormatter() {
    }

    /** The shortest human form: "1h30m", "45s", "2d3h"; zero is "0s". */
    public static String format(Duration d) {
        if (d.isNegative()) {
            return "-" + format(d.negated());
        }
        if (d.isZero()) {
            return "0s";
        }
        StringBuilder sb = new StringBuilder();
        long days = d.toDays();
        long hours = d.toHoursPart();
        long minutes = d.toMinutesPart();
        long seconds = d.toSecondsPart();
        int millis = d.toMillisPart();
        if (days > 0) sb.append(days).append('d');
        if (hours > 0) sb.append(hours).append('h');
        if (minutes > 0) sb.append(minutes).append('m');
        if (seconds > 0) sb.append(seconds).append('s');
        if (millis > 0) sb.append(millis).append("ms");
        return sb.toString();
    }

    /** Rounds to whole minutes for display in the timesheet ("1h30m"); half a minute rounds up. */
    public static String formatMinutes(Duration d) {
        long minutes = d.toMinutes();
        return format(Duration.ofMinutes(minutes));
    }
}
