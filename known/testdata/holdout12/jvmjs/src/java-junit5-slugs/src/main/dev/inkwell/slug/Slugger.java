package dev.inkwell.slug;

import java.util.Locale;

public final class Slugger {
    private Slugger() {}

    public static String slug(String title) {
        String s = title.toLowerCase(Locale.ROOT);
        s = s.replaceAll("[^a-z0-9]+", "-");
        s = s.replaceAll("^-|-$", "");
        return s;
    }
}
