package dev.inkwell.slug;

import java.util.ArrayList;
import java.util.List;

public final class Toc {
    private Toc() {}

    /** the headings ("#", "##", "###") of a markdown page, as slugs */
    public static List<String> anchors(String markdown) {
        List<String> out = new ArrayList<>();
        for (String line : markdown.split("\n")) {
            if (line.startsWith("## ") || line.startsWith("# ")) {
                out.add(Slugger.slug(line.replaceFirst("^#+ ", "")));
            }
        }
        return out;
    }
}
