package ops.digest;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/** digest.properties, with the numeric settings converted once. */
final class Settings {
    private final Map<String, Object> values = new HashMap<>();

    static Settings load(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        }
        Settings s = new Settings();
        for (String k : p.stringPropertyNames()) {
            String v = p.getProperty(k);
            s.values.put(k, v.matches("\\d+") ? (Object) Integer.valueOf(v) : v);
        }
        return s;
    }

    String text(String key) {
        return (String) values.get(key);
    }

    long number(String key) {
        return (Long) values.get(key);
    }
}
