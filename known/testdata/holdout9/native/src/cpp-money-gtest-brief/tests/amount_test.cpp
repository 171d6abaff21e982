#include <gtest/gtest.h>

#include "money/money.hpp"

namespace {
money::Amount eur(std::int64_t minor) { return {minor, {"EUR", 2}}; }
}

TEST(Amount, AddSameCurrency) { EXPECT_EQ(money::add(eur(150), eur(275)).minor, 425); }

TEST(Amount, AddMismatchThrows) {
    EXPECT_THROW(money::add(eur(1), money::Amount{1, {"USD", 2}}), std::invalid_argument);
}

TEST(Amount, ScaleExact) { EXPECT_EQ(money::scale(eur(1000), 1.5).minor, 1500); }

TEST(Amount, ScaleRoundsHalfToEven) {
    EXPECT_EQ(money::scale(eur(5), 0.5).minor, 2);   // 2.5 -> 2
    EXPECT_EQ(money::scale(eur(7), 0.5).minor, 4);   // 3.5 -> 4
}

TEST(Amount, ScaleNegative) { EXPECT_EQ(money::scale(eur(-1000), 0.25).minor, -250); }
