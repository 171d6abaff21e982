package com.acme.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

public class Main {
    static class ConfigException extends RuntimeException {
        ConfigException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }

    static Properties load(Path p) {
        try {
            Properties props = new Properties();
            props.load(Files.newBufferedReader(p));
            return props;
        } catch (IOException e) {
            throw new ConfigException("cannot read configuration " + p, e);
        }
    }

    static int port(Properties props) {
        try {
            return Integer.parseInt(props.getProperty("server.port", "80x"));
        } catch (NumberFormatException e) {
            throw new IllegalStateException("invalid server.port", e);
        }
    }

    public static void main(String[] args) {
        System.out.println("starting acme-app 1.4.2");
        System.out.println("loading configuration from " + args[0]);
        Properties props = load(Path.of(args[0]));
        System.out.println("loaded " + props.size() + " properties");
        Server s = new Server(port(props));
        s.start();
    }
}

class Server {
    private final int port;
    Server(int port) { this.port = port; }
    void start() { System.out.println("listening on " + port); }
}
