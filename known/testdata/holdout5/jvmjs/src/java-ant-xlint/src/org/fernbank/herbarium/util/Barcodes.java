package org.fernbank.herbarium.util;

import java.util.ArrayList;
import java.util.List;

/** Barcodes: part of the herbarium's util layer. */
public class Barcodes {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public Barcodes(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("barcodes id is empty");
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
