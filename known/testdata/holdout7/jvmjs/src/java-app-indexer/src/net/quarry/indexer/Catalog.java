package net.quarry.indexer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

final class Catalog {
    private Catalog() {}

    static List<Product> read(Path csv) throws IOException {
        List<Product> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(csv);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(";", 3);
            if (f.length < 3) {
                Log.warn("skipping short row: %s", line);
                continue;
            }
            out.add(new Product(f[0], f[1], f[2]));
        }
        return out;
    }
}
