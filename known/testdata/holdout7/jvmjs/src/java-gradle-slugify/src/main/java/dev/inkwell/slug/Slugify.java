package dev.inkwell.slug;

import java.text.Normalizer;
import java.util.Locale;

/**
 * Turns titles into URL slugs: "Crème Brûlée, v2!" becomes "creme-brulee-v2".
 *
 * <p>Slugs are lower case ASCII, words joined by single dashes, and at most
 * {@code maxLength} characters long (cut at a word boundary when one is near).
 */
public final class Slugify {
    private final int maxLength;

    /**
     * @param maxLength the longest slug to return, > 0
     */
    public Slugify(int maxLength) {
        if (maxLength <= 0) {
            throw new IllegalArgumentException("maxLength must be positive");
        }
        this.maxLength = maxLength;
    }

    /**
     * Makes the slug of a title.
     *
     * @param text the title, any script; characters without an ASCII base letter are dropped
     * @return the slug, possibly empty
     */
    public String slug(String title) {
        String ascii = Normalizer.normalize(title, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        String s = ascii.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        if (s.length() > maxLength) {
            s = s.substring(0, maxLength);
            int dash = s.lastIndexOf('-');
            if (dash > maxLength / 2) {
                s = s.substring(0, dash);
            }
        }
        return s;
    }
}
