package org.versionist;

/** A caret range: ^1.4.2 allows 1.4.2 up to (not including) 2.0.0. */
public record Range(Version floor) {
    public static Range caret(String text) {
        if (!text.startsWith("^")) {
            throw new IllegalArgumentException("only caret ranges are supported: " + text);
        }
        return new Range(Version.parse(text.substring(1)));
    }

    public boolean allows(Version v) {
        if (v.isPrerelease() && !floor.isPrerelease()) {
            System.err.println("WARN range ^" + floor + " skips prerelease " + v);
            return false;
        }
        Version ceiling = floor.major() == 0
            ? new Version(0, floor.minor() + 1, 0, null)
            : new Version(floor.major() + 1, 0, 0, null);
        return v.compareTo(floor) >= 0 && v.compareTo(ceiling) < 0;
    }
}
