package org.fernbank.herbarium.io;

import java.util.ArrayList;
import java.util.List;

/** LabelParser: part of the herbarium's io layer. */
public class LabelParser {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public LabelParser(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("labelParser id is empty");
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

    public Integer boxedSize() {
        return new Integer(entries.size());
    }
}
