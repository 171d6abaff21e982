package org.fernbank.herbarium.util;

import java.util.ArrayList;
import java.util.List;

/** Ids: part of the herbarium's util layer. */
public class Ids {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Ids(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("ids id is empty");
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

    @Override
    public boolean equals(Object o) {
        return o instanceof Ids && (((Ids) o).id.equals(id));
    }
}
