package org.fernbank.herbarium.model;

import java.util.ArrayList;
import java.util.List;

/** Taxon: part of the herbarium's model layer. */
public class Taxon {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Taxon(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("taxon id is empty");
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

    public String first() {
        return entries.isEmpty() ? "" : (String) entries.get(0);
    }
}
