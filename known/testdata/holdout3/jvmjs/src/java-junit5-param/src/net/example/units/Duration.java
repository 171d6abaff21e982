package net.example.units;

/** Parses human durations like "1h30m", "45s", "2d". */
public final class Duration {
    private Duration() {}

    public static long seconds(String text) {
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("empty duration");
        }
        long total = 0;
        long n = 0;
        boolean digits = false;
        for (char c : text.toCharArray()) {
            if (Character.isDigit(c)) {
                n = n * 10 + (c - '0');
                digits = true;
                continue;
            }
            if (!digits) {
                throw new IllegalArgumentException("unit without number in '" + text + "'");
            }
            switch (c) {
                case 'd': total += n * 86400; break;
                case 'h': total += n * 3600; break;
                case 'm': total += n * 60; break;
                case 's': total += n; break;
                default: throw new IllegalArgumentException("unknown unit '" + c + "' in '" + text + "'");
            }
            n = 0;
            digits = false;
        }
        if (digits) {
            total += n * 60;
        }
        return total;
    }

    public static String format(long seconds) {
        StringBuilder sb = new StringBuilder();
        long d = seconds / 86400, h = seconds % 86400 / 3600, m = seconds % 3600 / 60, s = seconds % 60;
        if (d > 0) sb.append(d).append('d');
        if (h > 0) sb.append(h).append('h');
        if (m > 0) sb.append(m).append('m');
        if (s > 0 || sb.length() == 0) sb.append(s).append('s');
        return sb.toString();
    }
}
