package com.harbor.sched;

final class Log {
    private Log() {}

    static void info(String msg) {
        System.err.println("INFO  [sched] " + msg);
    }

    static void warn(String msg) {
        System.err.println("WARN  [sched] " + msg);
    }
}
