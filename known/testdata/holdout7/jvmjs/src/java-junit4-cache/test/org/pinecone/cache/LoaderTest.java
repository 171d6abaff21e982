package org.pinecone.cache;

import static org.junit.Assert.assertEquals;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.Test;

public class LoaderTest {
    @Test
    public void returnsFirstSuccess() throws Exception {
        Loader<String, Integer> l = new Loader<>(String::length, 3, 10);
        assertEquals(Integer.valueOf(5), l.load("hello"));
    }

    @Test(timeout = 200)
    public void retriesFlakySourceWithinBudget() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        Loader<String, Integer> l = new Loader<>(k -> {
            if (calls.incrementAndGet() < 3) {
                throw new IllegalStateException("source busy");
            }
            return 42;
        }, 4, 80);
        assertEquals(Integer.valueOf(42), l.load("answer"));
    }

    @Test(expected = IllegalStateException.class)
    public void givesUpAfterLastAttempt() throws Exception {
        new Loader<String, Integer>(k -> { throw new IllegalStateException("down"); }, 2, 1).load("x");
    }
}
