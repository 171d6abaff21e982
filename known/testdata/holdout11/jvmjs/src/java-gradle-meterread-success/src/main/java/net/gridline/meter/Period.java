package net.gridline.meter;

import java.util.Date;

/** A billing period label, "2025-03", kept on java.util.Date for the legacy invoice template. */
public final class Period {
    private Period() {}

    public static String label(Date d) {
        return String.format("%04d-%02d", d.getYear() + 1900, d.getMonth() + 1);
    }

    public static Date of(int year, int month) {
        return new Date(year - 1900, month - 1, 1);
    }
}
