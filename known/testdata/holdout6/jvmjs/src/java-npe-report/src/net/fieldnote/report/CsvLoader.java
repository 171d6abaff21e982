package net.fieldnote.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

final class CsvLoader {
    private CsvLoader() {}

    static List<Observation> load(Path p) throws IOException {
        List<Observation> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(p);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            out.add(new Observation(f[0].trim(), f[1].trim(), Integer.parseInt(f[2].trim())));
        }
        return out;
    }
}
