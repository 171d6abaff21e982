package org.fernbank.herbarium.service;

import java.util.ArrayList;
import java.util.List;

/** Renumbering: part of the herbarium's service layer. */
public class Renumbering {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Renumbering(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("renumbering id is empty");
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
