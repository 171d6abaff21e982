package org.fernbank.herbarium.util;

import java.util.ArrayList;
import java.util.List;

/** Counters: part of the herbarium's util layer. */
public class Counters {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Counters(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("counters id is empty");
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

    public static String describe(int n) {
        return "Counters[" + n + "]";
    }

    public String describeSelf() {
        Counters self = this;
        return self.describe(entries.size());
    }
}
