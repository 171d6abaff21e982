package org.fernbank.herbarium.service;

import java.util.ArrayList;
import java.util.List;

/** SearchIndex: part of the herbarium's service layer. */
public class SearchIndex {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public SearchIndex(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("searchIndex id is empty");
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
