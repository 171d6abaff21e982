package org.fernbank.herbarium.model;

import java.util.ArrayList;
import java.util.List;

/** Determination: part of the herbarium's model layer. */
public class Determination {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Determination(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("determination id is empty");
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
        return "Determination[" + n + "]";
    }

    public String describeSelf() {
        Determination self = this;
        return self.describe(entries.size());
    }
}
