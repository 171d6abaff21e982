package org.fernbank.herbarium.service;

import java.util.ArrayList;
import java.util.List;

/** Curation: part of the herbarium's service layer. */
public class Curation {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Curation(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("curation id is empty");
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
