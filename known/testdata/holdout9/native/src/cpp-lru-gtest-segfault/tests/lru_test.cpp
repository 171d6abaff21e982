#include <gtest/gtest.h>

#include "cachekit.hpp"

using cachekit::LruCache;

TEST(LruCache, PutGet) {
    LruCache c(2);
    c.put("a", "1");
    EXPECT_EQ(c.get("a").value_or(""), "1");
    EXPECT_FALSE(c.get("b"));
}

TEST(LruCache, OverwriteKeepsSize) {
    LruCache c(2);
    c.put("a", "1");
    c.put("a", "2");
    EXPECT_EQ(c.size(), 1u);
    EXPECT_EQ(*c.get("a"), "2");
}

TEST(LruCache, Erase) {
    LruCache c(3);
    c.put("a", "1");
    EXPECT_TRUE(c.erase("a"));
    EXPECT_FALSE(c.erase("a"));
    EXPECT_EQ(c.size(), 0u);
}

TEST(LruCache, EvictsLeastRecentlyUsed) {
    LruCache c(2);
    c.put("a", "1");
    c.put("b", "2");
    c.get("a");
    c.put("c", "3");
    EXPECT_EQ(*c.peek("c"), "3");
    EXPECT_EQ(*c.peek("a"), "1");
    EXPECT_EQ(c.peek("b"), nullptr);
}

TEST(LruCache, CapacityOne) {
    LruCache c(1);
    c.put("a", "1");
    c.put("b", "2");
    EXPECT_FALSE(c.get("a"));
    EXPECT_TRUE(c.get("b"));
}
