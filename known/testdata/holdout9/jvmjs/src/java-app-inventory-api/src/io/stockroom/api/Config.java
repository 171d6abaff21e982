package io.stockroom.api;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

public final class Config {
    private final Properties props;

    private Config(Properties props) {
        this.props = props;
    }

    public static Config load(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file)) {
            p.load(r);
        }
        return new Config(p);
    }

    public String get(String key) {
        String v = props.getProperty(key);
        if (v == null) {
            throw new IllegalArgumentException("missing setting " + key);
        }
        return v.trim();
    }

    public int port(String key) {
        return Integer.parseInt(get(key));
    }

    public boolean flag(String key) {
        return Boolean.parseBoolean(props.getProperty(key, "false").trim());
    }
}
