#include <gtest/gtest.h>

#include "units/registry.hpp"

TEST(Parse, ValueAndUnit) {
    auto q = units::parse_quantity("12.5 length_kilo");
    ASSERT_TRUE(q);
    EXPECT_DOUBLE_EQ(q->value, 12.5);
    EXPECT_EQ(q->unit, "length_kilo");
}

TEST(Parse, MissingUnit) { EXPECT_FALSE(units::parse_quantity("12.5")); }
TEST(Parse, NotANumber) { EXPECT_FALSE(units::parse_quantity("abc m")); }
