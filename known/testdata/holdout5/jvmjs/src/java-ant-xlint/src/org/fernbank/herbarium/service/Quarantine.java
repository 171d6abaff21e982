package org.fernbank.herbarium.service;

import java.util.ArrayList;
import java.util.List;

/** Quarantine: part of the herbarium's service layer. */
public class Quarantine {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Quarantine(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("quarantine id is empty");
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
