package org.fernbank.herbarium.model;

import java.util.ArrayList;
import java.util.List;

/** Family: part of the herbarium's model layer. */
public class Family {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Family(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("family id is empty");
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

    public Integer boxedSize() {
        return new Integer(entries.size());
    }
}
