#include <gtest/gtest.h>

#include "cachekit.hpp"

TEST(Stats, Empty) { EXPECT_DOUBLE_EQ(cachekit::Stats{}.hit_ratio(), 0.0); }

TEST(Stats, Ratio) {
    cachekit::Stats s;
    s.record(true);
    s.record(true);
    s.record(false);
    s.record(true);
    EXPECT_DOUBLE_EQ(s.hit_ratio(), 0.75);
}
