package com.example;

/** A time window in seconds. */
public class Window {
    public static int seconds(long fromMillis, long toMillis) {
        long ms = toMillis - fromMillis;
        int s = ms / 1000;
        return s;
    }

    public static Long boxed(long n) {
        return new Long(n);
    }
}
