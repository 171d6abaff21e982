package org.fernbank.herbarium.util;

import java.util.ArrayList;
import java.util.List;

/** Ranges: part of the herbarium's util layer. */
public class Ranges {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Ranges(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("ranges id is empty");
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

    /** The midpoint of a numeric range, to the nearest whole unit. */
    public int midpoint(double low, double high) {
        int mid = Math.round((low + high) / 2);
        return mid;
    }
}
