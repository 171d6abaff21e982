package org.pinecone.cache;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small LRU cache: the least recently used entry goes first when full. */
public class LruCache<K, V> {
    private final int capacity;
    private final LinkedHashMap<K, V> entries;
    private boolean closed;

    public LruCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.entries = new LinkedHashMap<K, V>(16, 0.75f) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > LruCache.this.capacity;
            }
        };
    }

    public V get(K key) {
        if (closed) {
            return null;
        }
        return entries.get(key);
    }

    public void put(K key, V value) {
        if (closed) {
            throw new IllegalStateException("cache is closed");
        }
        entries.put(key, value);
    }

    public List<K> keys() {
        return new ArrayList<>(entries.keySet());
    }

    public int size() {
        return entries.size();
    }

    public void close() {
        closed = true;
        entries.clear();
    }
}
