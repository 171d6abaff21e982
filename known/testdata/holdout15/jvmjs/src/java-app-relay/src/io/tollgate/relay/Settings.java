package io.tollgate.relay;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

public final class Settings {
    private final Properties props;

    private Settings(Properties props) { this.props = props; }

    public static Settings load(Path file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        }
        return new Settings(p);
    }

    public String string(String key) {
        String v = props.getProperty(key);
        if (v == null) throw new IllegalArgumentException("missing setting " + key);
        return v;
    }

    public int integer(String key) {
        String v = string(key);
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad value for " + key + ": '" + v + "'", e);
        }
    }
}
