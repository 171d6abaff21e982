package org.mailroom;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

public final class Templates {
    private Templates() {}

    public static String load(String name) {
        try (InputStream in = Templates.class.getResourceAsStream("/templates/" + name)) {
            if (in == null) {
                throw new IOException("template not on the classpath: /templates/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load template " + name, e);
        }
    }
}
