package io.acme.text;

import java.util.ArrayList;
import java.util.List;

public final class Wrap {
    private Wrap() {}

    public static List<String> lines(String text, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = null;
        for (String word : text.split(" ")) {
            if (cur != null && cur.length() + 1 + word.length() > width) {
                out.add(cur.toString());
                cur = null;
            }
            if (cur == null) cur = new StringBuilder(word);
            else cur.append(' ').append(word);
        }
        if (cur != null) out.add(cur.toString());
        return out;
    }

    public static String truncate(String s, int max) {
        if (s.length() <= max) return s;
        return s.substring(0, max - 1) + "…";
    }

    public static String initials(String name) {
        StringBuilder b = new StringBuilder();
        for (String part : name.split("\\s+")) b.append(Character.toUpperCase(part.charAt(0)));
        return b.toString();
    }
}
