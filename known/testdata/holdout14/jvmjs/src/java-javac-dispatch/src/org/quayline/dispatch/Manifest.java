package org.quayline.dispatch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A driver's manifest: one parcel id per line, '#' starts a comment. */
public final class Manifest {
    private final List<String> parcels;

    private Manifest(List<String> parcels) {
        this.parcels = parcels;
    }

    public static Manifest load(Path file) {
        List<String> parcels = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String id = line.strip();
            if (id.isEmpty() || id.startsWith("#")) continue;
            parcels.add(id);
        }
        return new Manifest(parcels);
    }

    public List<String> parcels() {
        return parcels;
    }

    public int size() {
        return parcels.size();
    }
}
