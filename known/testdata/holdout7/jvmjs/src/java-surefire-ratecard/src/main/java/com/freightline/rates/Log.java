package com.freightline.rates;

/** Minimal logger: the service writes these lines to stdout, where the log shipper picks them up. */
public final class Log {
    private final String name;

    private Log(String name) {
        this.name = name;
    }

    public static Log get(Class<?> type) {
        return new Log(type.getSimpleName());
    }

    public void info(String fmt, Object... args) {
        System.out.println("INFO  [" + name + "] " + String.format(fmt, args));
    }

    public void debug(String fmt, Object... args) {
        System.out.println("DEBUG [" + name + "] " + String.format(fmt, args));
    }

    public void warn(String fmt, Object... args) {
        System.out.println("WARN  [" + name + "] " + String.format(fmt, args));
    }
}
