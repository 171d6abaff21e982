package org.fernbank.herbarium.model;

import java.util.ArrayList;
import java.util.List;

/** Collector: part of the herbarium's model layer. */
public class Collector {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Collector(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("collector id is empty");
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
