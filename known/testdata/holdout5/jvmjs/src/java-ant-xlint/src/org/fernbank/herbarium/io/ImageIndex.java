package org.fernbank.herbarium.io;

import java.util.ArrayList;
import java.util.List;

/** ImageIndex: part of the herbarium's io layer. */
public class ImageIndex {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public ImageIndex(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("imageIndex id is empty");
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

    public String first() {
        return entries.isEmpty() ? "" : (String) entries.get(0);
    }
}
