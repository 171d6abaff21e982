package dev.inkwell.slug;

import java.util.HashSet;
import java.util.Set;

/**
 * Hands out slugs that are unique within one site: a repeated slug gets
 * "-2", "-3", ... appended.
 */
public final class UniqueSlugs {
    private final Slugify slugify;
    private final Set<String> taken = new HashSet<>();

    public UniqueSlugs(Slugify slugify) {
        this.slugify = slugify;
    }

    /**
     * Reserves a slug for a title.
     *
     * @param title the page title
     * @return a slug no earlier call returned
     * @throws IllegalStateException when more than 999 pages share a slug
     */
    public String reserve(String title) {
        String base = slugify.slug(title);
        if (taken.add(base)) {
            return base;
        }
        for (int n = 2; n < 1000; n++) {
            String candidate = base + "-" + n;
            if (taken.add(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("too many pages called " + base);
    }
}
