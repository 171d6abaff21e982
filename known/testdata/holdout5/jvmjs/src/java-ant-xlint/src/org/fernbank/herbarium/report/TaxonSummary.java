package org.fernbank.herbarium.report;

import java.util.ArrayList;
import java.util.List;

/** TaxonSummary: part of the herbarium's report layer. */
public class TaxonSummary implements java.io.Serializable {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public TaxonSummary(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("taxonSummary id is empty");
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
