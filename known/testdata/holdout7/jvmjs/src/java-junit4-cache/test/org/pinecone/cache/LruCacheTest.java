package org.pinecone.cache;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import org.junit.Test;

public class LruCacheTest {
    @Test
    public void keepsUpToCapacity() {
        LruCache<String, Integer> c = new LruCache<>(2);
        c.put("a", 1);
        c.put("b", 2);
        c.put("c", 3);
        assertEquals(2, c.size());
        assertNull(c.get("a"));
    }

    @Test
    public void overwriteKeepsSize() {
        LruCache<String, Integer> c = new LruCache<>(3);
        c.put("a", 1);
        c.put("a", 2);
        assertEquals(1, c.size());
        assertEquals(Integer.valueOf(2), c.get("a"));
    }

    @Test(expected = IllegalArgumentException.class)
    public void zeroCapacityIsRejected() {
        new LruCache<String, Integer>(0);
    }

    @Test
    public void evictsLeastRecentlyUsed() {
        LruCache<String, Integer> c = new LruCache<>(3);
        c.put("a", 1);
        c.put("b", 2);
        c.put("c", 3);
        c.get("a");
        c.put("d", 4);
        assertThat(c.keys(), contains("c", "a", "d"));
    }

    @Test
    public void putAfterCloseFails() {
        LruCache<String, Integer> c = new LruCache<>(3);
        c.close();
        try {
            c.put("a", 1);
        } catch (IllegalStateException expected) {
            return;
        }
        throw new AssertionError("put after close should fail");
    }
}
