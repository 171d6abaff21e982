package net.parcelpost.core;

/** Tracking numbers look like "PP" + 9 digits + a mod-11 check digit. */
public final class TrackingNumber {
    private final String value;

    private TrackingNumber(String value) {
        this.value = value;
    }

    public static TrackingNumber parse(String raw) {
        String s = raw.replace(" ", "");
        if (!s.matches("PP\\d{10}")) {
            throw new IllegalArgumentException("not a tracking number: " + raw);
        }
        if (checkDigit(s.substring(2, 11)) != s.charAt(11) - '0') {
            throw new IllegalArgumentException("bad check digit: " + raw);
        }
        return new TrackingNumber(s);
    }

    static int checkDigit(String digits) {
        int[] weights = {8, 6, 4, 2, 3, 5, 9, 7, 1};
        int sum = 0;
        for (int i = 0; i < 9; i++) {
            sum += (digits.charAt(i) - '0') * weights[i];
        }
        int r = 11 - sum % 11;
        return r == 10 ? 0 : r == 11 ? 5 : r;
    }

    public String value() {
        return value;
    }

    @Override
    public String toString() {
        return value.substring(0, 2) + " " + value.substring(2, 6) + " " + value.substring(6);
    }
}
