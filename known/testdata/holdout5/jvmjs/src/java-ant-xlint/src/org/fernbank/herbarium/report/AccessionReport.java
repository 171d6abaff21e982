package org.fernbank.herbarium.report;

import java.util.ArrayList;
import java.util.List;

/** AccessionReport: part of the herbarium's report layer. */
public class AccessionReport {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public AccessionReport(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("accessionReport id is empty");
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

    public int weight(char grade) {
        int w = 0;
        switch (grade) {
            case 'A':
                w += 2;
            case 'B':
                w += 1;
                break;
            default:
                w = 0;
        }
        return w;
    }
}
