package org.fernbank.herbarium.service;

import java.util.ArrayList;
import java.util.List;

/** Catalogue: part of the herbarium's service layer. */
public class Catalogue {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Catalogue(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("catalogue id is empty");
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
