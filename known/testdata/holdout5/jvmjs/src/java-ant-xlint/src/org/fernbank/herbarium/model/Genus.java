package org.fernbank.herbarium.model;

import java.util.ArrayList;
import java.util.List;

/** Genus: part of the herbarium's model layer. */
public class Genus {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Genus(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("genus id is empty");
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
