package io.pixelyard.thumbs;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

public final class Presets {
    private Presets() {}

    public static Map<String, String> load(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        }
        Map<String, String> m = new TreeMap<>();
        for (String k : p.stringPropertyNames()) {
            m.put(k, p.getProperty(k));
        }
        return m;
    }

    public static Preset parse(Map<String, String> conf, String name) {
        String size = conf.get("preset." + name);
        String[] wh = size.split("x");
        String format = conf.get("preset." + name + ".format");
        return new Preset(name, Integer.parseInt(wh[0]), Integer.parseInt(wh[1]), format.toLowerCase());
    }
}
