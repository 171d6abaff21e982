#include <gtest/gtest.h>

#include "money/money.hpp"

namespace {
money::Amount eur(std::int64_t minor) { return {minor, {"EUR", 2}}; }
}

TEST(Allocate, EvenSplit) {
    auto parts = money::allocate(eur(900), {1, 1, 1});
    ASSERT_EQ(parts.size(), 3u);
    for (const auto& p : parts) EXPECT_EQ(p.minor, 300);
}

TEST(Allocate, RemainderGoesToFirst) {
    auto parts = money::allocate(eur(100), {1, 1, 1});
    EXPECT_EQ(parts[0].minor, 34);
    EXPECT_EQ(parts[1].minor, 33);
    EXPECT_EQ(parts[2].minor, 33);
}

TEST(Allocate, Ratios) {
    auto parts = money::allocate(eur(1000), {70, 20, 10});
    EXPECT_EQ(parts[0].minor, 700);
    EXPECT_EQ(parts[2].minor, 100);
}

TEST(Allocate, NegativeAmountKeepsTotal) {
    auto parts = money::allocate(eur(-100), {1, 1, 1});
    std::int64_t sum = 0;
    for (const auto& p : parts) sum += p.minor;
    EXPECT_EQ(sum, -100);
}
