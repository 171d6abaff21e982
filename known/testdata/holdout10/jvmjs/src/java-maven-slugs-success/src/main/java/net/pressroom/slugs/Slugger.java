package net.pressroom.slugs;

import java.text.Normalizer;
import java.util.Locale;

public final class Slugger {
    private final int maxLength;

    public Slugger(int maxLength) {
        this.maxLength = maxLength;
    }

    public String slug(String title) {
        String s = Normalizer.normalize(title, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        s = s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        if (s.length() > maxLength) {
            s = s.substring(0, maxLength).replaceAll("-[^-]*$", "");
        }
        return s;
    }
}
