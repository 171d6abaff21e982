#include <gtest/gtest.h>

#include "spsc/queue.hpp"

TEST(Stats, FillRatio) {
    spsc::Stats s{10, 6, 0, 0};
    EXPECT_DOUBLE_EQ(s.fill_ratio(8), 0.5);
}

TEST(Stats, ZeroCapacity) { EXPECT_DOUBLE_EQ(spsc::Stats{}.fill_ratio(0), 0.0); }

TEST(Backoff, CountsRounds) {
    spsc::Backoff b;
    for (int i = 0; i < 20; ++i) b.pause();
    EXPECT_EQ(b.rounds(), 20u);
    b.reset();
    EXPECT_EQ(b.rounds(), 0u);
}
