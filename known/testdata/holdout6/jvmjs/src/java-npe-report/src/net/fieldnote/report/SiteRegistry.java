package net.fieldnote.report;

import java.util.Map;

final class SiteRegistry {
    private SiteRegistry() {}

    static Map<String, String> defaults() {
        return Map.of(
            "NW-01", "North Weir",
            "NW-02", "North Weir (lower)",
            "RB-07", "Reed Bank",
            "OX-11", "Oxbow Meadow");
    }
}
