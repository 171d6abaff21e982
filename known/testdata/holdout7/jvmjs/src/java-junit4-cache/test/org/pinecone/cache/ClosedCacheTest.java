package org.pinecone.cache;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class ClosedCacheTest {
    @Test
    public void closeEmptiesTheCache() {
        LruCache<String, String> c = new LruCache<>(4);
        c.put("k", "v");
        c.close();
        assertEquals(0, c.size());
    }

    @Test(expected = IllegalStateException.class)
    public void getAfterCloseFails() {
        LruCache<String, String> c = new LruCache<>(4);
        c.put("k", "v");
        c.close();
        c.get("k");
    }
}
