package org.quillwork.textkit;

public final class WordCount {
    private WordCount() {}

    public static int count(String s) {
        String t = s.trim();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }

    public static int readingMinutes(String s, int wpm) {
        return Math.max(1, (int) Math.ceil(count(s) / (double) wpm));
    }
}
