package org.fernbank.herbarium.io;

import java.util.ArrayList;
import java.util.List;

/** GeoJsonWriter: part of the herbarium's io layer. */
public class GeoJsonWriter {
    private final String id;
    private final List<String> entries = new ArrayList<>();

    public GeoJsonWriter(String id) {
        if (id == null || id.isEmpty()) {
            throw new IllegalArgumentException("geoJsonWriter id is empty");
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
        return "GeoJsonWriter[" + n + "]";
    }

    public String describeSelf() {
        GeoJsonWriter self = this;
        return self.describe(entries.size());
    }
}
