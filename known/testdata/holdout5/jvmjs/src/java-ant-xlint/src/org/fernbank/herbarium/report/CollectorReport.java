package org.fernbank.herbarium.report;

import java.util.ArrayList;
import java.util.List;

/** CollectorReport: part of the herbarium's report layer. */
public class CollectorReport {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public CollectorReport(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("collectorReport id is empty");
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

    @Override
    public boolean equals(Object o) {
        return o instanceof CollectorReport && (((CollectorReport) o).id.equals(id));
    }
}
