package com.brightdesk.payouts;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/** The header line of a partner's payout statement. */
public final class Statement {
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("YYYY-MM-dd");

    private Statement() {}

    public static String header(String partner, LocalDate paidOn) {
        return "Payout statement for " + partner + ", paid " + DAY.format(paidOn);
    }

    public static String fileName(String partner, LocalDate paidOn) {
        return partner.toLowerCase().replace(' ', '-') + "-" + DAY.format(paidOn) + ".pdf";
    }
}
