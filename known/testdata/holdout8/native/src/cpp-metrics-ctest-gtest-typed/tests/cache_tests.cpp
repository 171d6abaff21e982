#include <gtest/gtest.h>

#include "metrics/lru_cache.hpp"

TEST(LruCache, MissReturnsNull)
{
    metrics::LruCache c(4);
    EXPECT_EQ(c.get("nope"), nullptr);
}

TEST(LruCache, PutThenGet)
{
    metrics::LruCache c(4);
    c.put("p99", 12.5);
    const double* v = c.get("p99");
    ASSERT_NE(v, nullptr);
    EXPECT_DOUBLE_EQ(*v, 12.5);
}

TEST(LruCache, HoldsCapacityItems)
{
    metrics::LruCache c(3);
    c.put("a", 1);
    c.put("b", 2);
    c.put("c", 3);
    EXPECT_EQ(c.size(), 3u);
    const double* a = c.get("a");
    ASSERT_NE(a, nullptr) << "a was evicted with only 3 items in a cache of 3";
    EXPECT_DOUBLE_EQ(*a, 1);
}

TEST(LruCache, EvictsLeastRecentlyUsed)
{
    metrics::LruCache c(2);
    c.put("a", 1);
    c.put("b", 2);
    c.get("a");
    c.put("c", 3);
    EXPECT_NE(c.get("a"), nullptr);
    EXPECT_EQ(c.get("b"), nullptr);
}

TEST(LruCache, OverwriteKeepsSize)
{
    metrics::LruCache c(2);
    c.put("a", 1);
    c.put("a", 5);
    EXPECT_EQ(c.size(), 1u);
    EXPECT_DOUBLE_EQ(*c.get("a"), 5);
}
