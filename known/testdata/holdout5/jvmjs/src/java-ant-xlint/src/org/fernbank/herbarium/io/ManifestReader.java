package org.fernbank.herbarium.io;

import java.util.ArrayList;
import java.util.List;

/** ManifestReader: part of the herbarium's io layer. */
public class ManifestReader {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public ManifestReader(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("manifestReader id is empty");
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

    public int weight(char grade) {
        int w = 0;
        switch (grade) {
            case 'A':
                w += 2;
            case 'B':
                w += 1;
                break;
            default:
                w = 0;
        }
        return w;
    }
}
