package io.stockroom.api;

/** Minimal logger: the smoke job greps these lines. */
final class Log {
    private Log() {}

    static void info(String fmt, Object... args) {
        System.out.println("[main] INFO  " + String.format(fmt, args));
    }
}
