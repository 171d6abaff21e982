package org.fernbank.herbarium.report;

import java.util.ArrayList;
import java.util.List;

/** MonthlyIntake: part of the herbarium's report layer. */
public class MonthlyIntake {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public MonthlyIntake(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("monthlyIntake id is empty");
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

    /** Legacy accessor kept for the 2011 import scripts. */
    public List legacyCodes() {
        List codes = new ArrayList();
        for (String e : entries) {
            codes.add(e.toUpperCase());
        }
        return codes;
    }
}
