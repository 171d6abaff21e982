package io.postbox.queue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the status code out of a bounce ("550 5.1.1 ... User unknown"). */
public final class Bounce {
    private static final Pattern STATUS = Pattern.compile("\\b([245])\\.(\\d{1,3})\\.(\\d{1,3})\\b");

    private Bounce() {}

    public static boolean permanent(String reply) {
        Matcher m = STATUS.matcher(reply);
        if (!m.find()) {
            throw new IllegalArgumentException("no enhanced status code in: " + reply);
        }
        return m.group(1).equals("5");
    }
}
