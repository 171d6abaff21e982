#include <gtest/gtest.h>
#include <string>
#include "lru.hpp"
TEST(Lru, GetMissing) { Lru<int, int> c(2); EXPECT_FALSE(c.get(1)); }
TEST(Lru, PutGet) { Lru<int, std::string> c(2); c.put(1, "a"); EXPECT_EQ(*c.get(1), "a"); }
TEST(Lru, EvictsOldest) { Lru<int, int> c(2); c.put(1, 1); c.put(2, 2); c.put(3, 3); EXPECT_FALSE(c.get(1)); EXPECT_EQ(c.size(), 2u); }
TEST(Lru, GetRefreshes) { Lru<int, int> c(2); c.put(1, 1); c.put(2, 2); c.get(1); c.put(3, 3); EXPECT_TRUE(c.get(1)); EXPECT_FALSE(c.get(2)); }
TEST(Lru, OverwriteKeepsSize) { Lru<int, int> c(2); c.put(1, 1); c.put(1, 5); EXPECT_EQ(c.size(), 1u); EXPECT_EQ(*c.get(1), 5); }
TEST(Lru, CapacityOne) { Lru<std::string, int> c(1); c.put("a", 1); c.put("b", 2); EXPECT_FALSE(c.get("a")); EXPECT_EQ(*c.get("b"), 2); }
TEST(LruStress, ThousandKeys) { Lru<int, int> c(100); for (int i = 0; i < 1000; ++i) c.put(i, i); EXPECT_EQ(c.size(), 100u); EXPECT_TRUE(c.get(999)); }
