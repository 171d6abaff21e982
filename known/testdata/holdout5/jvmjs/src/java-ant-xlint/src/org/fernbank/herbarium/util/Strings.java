package org.fernbank.herbarium.util;

import java.util.ArrayList;
import java.util.List;

/** Strings: part of the herbarium's util layer. */
public class Strings {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Strings(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("strings id is empty");
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
