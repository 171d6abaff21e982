#include <gtest/gtest.h>
#include <utility>
#include "unitconv.hpp"

TEST(Fixed, TwoDigits) { EXPECT_EQ(uc::fixed(3.14159, 2), "3.14"); }
TEST(Fixed, ZeroDigits) { EXPECT_EQ(uc::fixed(2.5, 0), "2"); }

class Grouping : public ::testing::TestWithParam<std::pair<long long, const char *>> {};

TEST_P(Grouping, Thousands)
{
    EXPECT_EQ(uc::thousands(GetParam().first), GetParam().second);
}

INSTANTIATE_TEST_SUITE_P(Rows, Grouping, ::testing::Values(
    std::make_pair(0LL, "0"), std::make_pair(999LL, "999"), std::make_pair(1000LL, "1,000"),
    std::make_pair(1234567LL, "1,234,567"), std::make_pair(-1234567LL, "-1,234,567"),
    std::make_pair(-9223372036854775807LL - 1, "-9,223,372,036,854,775,808"),
    std::make_pair(9223372036854775807LL, "9,223,372,036,854,775,807")));
