package org.fernbank.herbarium.io;

import java.util.ArrayList;
import java.util.List;

/** BarcodeScanner: part of the herbarium's io layer. */
public class BarcodeScanner {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public BarcodeScanner(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("barcodeScanner id is empty");
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
