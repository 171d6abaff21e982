package org.quillwork.textkit;

import java.text.Normalizer;
import java.util.Locale;

public final class Slugify {
    private Slugify() {}

    public static String slug(String title) {
        String n = Normalizer.normalize(title, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        n = n.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
        return n.replaceAll("^-+|-+$", "");
    }
}
