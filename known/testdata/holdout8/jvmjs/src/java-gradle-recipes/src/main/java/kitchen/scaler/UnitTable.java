package kitchen.scaler;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Localised unit names, one "key=name" per line, from units_LANG.txt on the classpath. */
public final class UnitTable {
    private final Map<String, String> names = new HashMap<>();

    private UnitTable() {
    }

    public static UnitTable load(String lang) {
        UnitTable t = new UnitTable();
        try {
            Path p = Paths.get(UnitTable.class.getResource("units_" + lang + ".txt").toURI());
            List<String> lines = readLines(p);
            for (String line : lines) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    t.names.put(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
                }
            }
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        } catch (UncheckedIOException e) {
            throw new IllegalStateException("cannot load unit table '" + lang + "'", e);
        }
        return t;
    }

    private static List<String> readLines(Path p) {
        try {
            return Files.readAllLines(p);
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + p.getFileName(), e);
        }
    }

    public String name(String key) {
        return names.getOrDefault(key, key);
    }
}
