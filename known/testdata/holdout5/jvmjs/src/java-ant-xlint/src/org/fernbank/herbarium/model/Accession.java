package org.fernbank.herbarium.model;

import java.util.ArrayList;
import java.util.List;

/** Accession: part of the herbarium's model layer. */
public class Accession {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Accession(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("accession id is empty");
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
        return o instanceof Accession && (((Accession) o).id.equals(id));
    }
}
