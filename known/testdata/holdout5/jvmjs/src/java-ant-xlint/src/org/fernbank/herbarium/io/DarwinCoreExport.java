package org.fernbank.herbarium.io;

import java.util.ArrayList;
import java.util.List;

/** DarwinCoreExport: part of the herbarium's io layer. */
public class DarwinCoreExport {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public DarwinCoreExport(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("darwinCoreExport id is empty");
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
