package org.pinecone.cache;

import java.util.function.Function;

/** Loads values through a slow source, retrying with a backoff. */
public class Loader<K, V> {
    private final Function<K, V> source;
    private final int attempts;
    private final long backoffMillis;

    public Loader(Function<K, V> source, int attempts, long backoffMillis) {
        this.source = source;
        this.attempts = attempts;
        this.backoffMillis = backoffMillis;
    }

    public V load(K key) throws InterruptedException {
        RuntimeException last = null;
        for (int i = 0; i < attempts; i++) {
            try {
                return source.apply(key);
            } catch (RuntimeException e) {
                last = e;
                Thread.sleep(backoffMillis * (1L << i));
            }
        }
        throw last;
    }
}
