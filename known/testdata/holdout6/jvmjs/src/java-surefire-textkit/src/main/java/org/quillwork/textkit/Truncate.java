package org.quillwork.textkit;

public final class Truncate {
    private Truncate() {}

    /** Shortens s to at most max characters, ending with an ellipsis when cut. */
    public static String truncate(String s, int max) {
        if (s.length() <= max) return s;
        // bug: the ellipsis is not counted in max
        return s.substring(0, max) + "…";
    }
}
