#include <gtest/gtest.h>

#include "cachekit.hpp"

using cachekit::TtlCache;
using namespace std::chrono_literals;

TEST(TtlCache, Expires) {
    TtlCache c(100ms);
    auto t0 = TtlCache::Clock::time_point{};
    c.put("k", "v", t0);
    EXPECT_TRUE(c.get("k", t0 + 50ms));
    EXPECT_FALSE(c.get("k", t0 + 100ms));
}

TEST(TtlCache, Purge) {
    TtlCache c(10ms);
    auto t0 = TtlCache::Clock::time_point{};
    c.put("a", "1", t0);
    c.put("b", "2", t0 + 20ms);
    EXPECT_EQ(c.purge(t0 + 15ms), 1u);
}
