package org.fernbank.herbarium.service;

import java.util.ArrayList;
import java.util.List;

/** Digitisation: part of the herbarium's service layer. */
public class Digitisation {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Digitisation(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("digitisation id is empty");
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
