package org.fernbank.herbarium.report;

import java.util.ArrayList;
import java.util.List;

/** CoverageReport: part of the herbarium's report layer. */
public class CoverageReport {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public CoverageReport(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("coverageReport id is empty");
        }
        this.id = id;
    }

    public String id() {
        return id;
    }

    public void add(String entry) {
        entries.add(entry.trim());
    }

    public int size() {
        return entries.size();
    }
}
