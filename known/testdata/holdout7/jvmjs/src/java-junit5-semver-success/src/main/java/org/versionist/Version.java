package org.versionist;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A semantic version, MAJOR.MINOR.PATCH[-PRERELEASE]. */
public record Version(int major, int minor, int patch, String prerelease) implements Comparable<Version> {
    private static final Pattern FORMAT = Pattern.compile("v?(\\d+)\\.(\\d+)\\.(\\d+)(?:-([0-9A-Za-z.-]+))?");

    public static Version parse(String text) {
        Matcher m = FORMAT.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("not a version: " + text);
        }
        return new Version(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
            Integer.parseInt(m.group(3)), m.group(4));
    }

    public boolean isPrerelease() {
        return prerelease != null;
    }

    public Version bumpMinor() {
        return new Version(major, minor + 1, 0, null);
    }

    @Override
    public int compareTo(Version o) {
        int c = Integer.compare(major, o.major);
        if (c == 0) c = Integer.compare(minor, o.minor);
        if (c == 0) c = Integer.compare(patch, o.patch);
        if (c != 0) return c;
        if (Objects.equals(prerelease, o.prerelease)) return 0;
        if (prerelease == null) return 1;
        if (o.prerelease == null) return -1;
        return prerelease.compareTo(o.prerelease);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch + (prerelease == null ? "" : "-" + prerelease);
    }
}
