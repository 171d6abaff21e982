package net.fieldnote.report;

import java.util.Map;
import java.util.TreeMap;

final class SiteSummary {
    private final Map<String, String> sites;
    private final Map<String, Integer> totals = new TreeMap<>();

    SiteSummary(Map<String, String> sites) {
        this.sites = sites;
    }

    void add(Observation o) {
        String label = displayName(o.siteCode());
        totals.merge(label, o.count(), Integer::sum);
    }

    private String displayName(String code) {
        String name = sites.get(code);
        return name.toUpperCase() + " [" + code + "]";
    }

    String render() {
        StringBuilder b = new StringBuilder();
        totals.forEach((k, v) -> b.append(String.format("%-32s %5d%n", k, v)));
        return b.toString();
    }
}
