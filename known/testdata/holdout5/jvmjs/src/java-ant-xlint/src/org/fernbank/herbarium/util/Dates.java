package org.fernbank.herbarium.util;

import java.util.ArrayList;
import java.util.List;

/** Dates: part of the herbarium's util layer. */
public class Dates {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Dates(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("dates id is empty");
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

    public void trim(int max) {
        if (entries.size() <= max);
        while (entries.size() > max) {
            entries.remove(entries.size() - 1);
        }
    }
}
