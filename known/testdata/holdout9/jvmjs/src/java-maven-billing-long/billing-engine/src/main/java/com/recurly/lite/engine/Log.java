package com.recurly.lite.engine;

import java.time.LocalDate;

final class Log {
    private Log() {}

    static void info(String component, String fmt, Object... args) {
        System.out.println("INFO  [" + component + "] " + String.format(fmt, args));
    }

    static void warn(String component, String fmt, Object... args) {
        System.out.println("WARN  [" + component + "] " + String.format(fmt, args));
    }

    static String day(LocalDate d) {
        return d.toString();
    }
}
