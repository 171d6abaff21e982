package org.fernbank.herbarium.service;

import java.util.ArrayList;
import java.util.List;

/** DuplicateFinder: part of the herbarium's service layer. */
public class DuplicateFinder implements java.io.Serializable {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public DuplicateFinder(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("duplicateFinder id is empty");
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
