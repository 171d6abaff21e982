package net.pressroom.slugs;

import java.util.HashSet;
import java.util.Set;

public class SlugRegistry {
    private final Set<String> taken = new HashSet<>();

    public String claim(String slug) {
        String candidate = slug;
        for (int n = 2; !taken.add(candidate); n++) {
            System.out.println("INFO slug " + candidate + " taken, trying " + slug + "-" + n);
            candidate = slug + "-" + n;
        }
        return candidate;
    }
}
