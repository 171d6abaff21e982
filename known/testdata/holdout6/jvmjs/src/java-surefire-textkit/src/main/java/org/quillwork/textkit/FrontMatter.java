package org.quillwork.textkit;

import java.util.LinkedHashMap;
import java.util.Map;

public final class FrontMatter {
    private FrontMatter() {}

    public static Map<String, String> parse(String doc) {
        Map<String, String> out = new LinkedHashMap<>();
        String[] lines = doc.split("\n");
        if (lines.length == 0 || !lines[0].equals("---")) return out;
        for (int i = 1; i < lines.length && !lines[i].equals("---"); i++) {
            int colon = lines[i].indexOf(':');
            if (colon < 0) {
                System.out.println("[main] ERROR o.q.textkit.FrontMatter - malformed header line " + i + ", skipping: " + lines[i]);
                continue;
            }
            out.put(lines[i].substring(0, colon).trim(), lines[i].substring(colon + 1).trim());
        }
        return out;
    }
}
