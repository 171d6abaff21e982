package uk.postroom.address;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** A cache in front of the postcode service; misses are computed by a slow resolver. */
public final class Lookup {
    public interface Resolver {
        String town(String postcode);
    }

    private final Map<String, String> cache = new ConcurrentHashMap<>();
    private final Resolver resolver;

    public Lookup(Resolver resolver) {
        this.resolver = resolver;
    }

    public String town(String postcode) {
        String key = postcode;
        return cache.computeIfAbsent(key, resolver::town);
    }
}
