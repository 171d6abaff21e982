package io.gatekeep.sessions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Registry of session id codecs by name ("hex", "b64"). */
public final class Codecs {
    private static final Map<String, IdCodec> BY_NAME = new ConcurrentHashMap<>();

    private Codecs() {
    }

    public static void register(String name, IdCodec codec) {
        BY_NAME.put(name, codec);
    }

    public static IdCodec get(String name) {
        IdCodec c = BY_NAME.get(name);
        if (c == null) {
            throw new IllegalArgumentException("no codec named " + name);
        }
        return c;
    }

    public static void registerDefaults() {
        register("hex", new IdCodec.Hex());
        register("b64", new IdCodec.Base64Url());
    }
}
