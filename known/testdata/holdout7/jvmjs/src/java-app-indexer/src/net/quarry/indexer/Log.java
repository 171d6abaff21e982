package net.quarry.indexer;

final class Log {
    private Log() {}

    static void info(String fmt, Object... args) {
        System.err.println("[indexer] INFO  " + String.format(fmt, args));
    }

    static void warn(String fmt, Object... args) {
        System.err.println("[indexer] WARN  " + String.format(fmt, args));
    }
}
