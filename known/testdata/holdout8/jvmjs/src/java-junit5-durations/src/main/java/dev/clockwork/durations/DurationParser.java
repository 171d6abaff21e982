package dev.clockwork.durations;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses human durations: "90s", "1h30m", "2d", "1h 15m 10s", "250ms". */
public final class DurationParser {
    private static final Pattern PART = Pattern.compile("(\\d+)\\s*(ms|d|h|m|s)");

    private DurationParser() {
    }

    public static Duration parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty duration");
        }
        String s = text.trim().toLowerCase();
        Matcher m = PART.matcher(s);
        Duration total = Duration.ZERO;
        int end = 0;
        while (m.find()) {
            if (!s.substring(end, m.start()).isBlank()) {
                throw new IllegalArgumentException("unexpected '" + s.substring(end, m.start()).trim() + "' in " + text);
            }
            long n = Long.parseLong(m.group(1));
            total = total.plus(switch (m.group(2)) {
                case "d" -> Duration.ofDays(n);
                case "h" -> Duration.ofHours(n);
                case "m" -> Duration.ofMinutes(n);
                case "s" -> Duration.ofSeconds(n);
                default -> Duration.ofMillis(n);
            });
            end = m.end();
        }
        if (end != s.length()) {
            String rest = s.substring(end).trim();
            // a bare number means seconds
            return total.plusSeconds(Long.parseLong(rest));
        }
        return total;
    }
}
