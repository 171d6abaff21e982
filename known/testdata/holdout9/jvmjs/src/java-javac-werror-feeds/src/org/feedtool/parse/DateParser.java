package org.feedtool.parse;

import java.text.ParseException;
import java.text.SimpleDateFormat;
import java.time.Instant;
import java.util.Date;
import java.util.Locale;

/** RSS uses RFC 822 dates, Atom RFC 3339. */
public final class DateParser {
    private DateParser() {}

    public static Instant parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        if (Character.isDigit(text.charAt(0))) {
            return Instant.parse(text);
        }
        try {
            Date d = new SimpleDateFormat("EEE, dd MMM yyyy HH:mm:ss Z", Locale.ENGLISH).parse(text);
            return d.toInstant();
        } catch (ParseException e) {
            return new Date(text).toInstant();
        }
    }
}
