#include <gtest/gtest.h>
#include "unitconv.hpp"

TEST(Temperature, FreezingAndBoiling)
{
    EXPECT_DOUBLE_EQ(uc::c_to_f(0), 32.0);
    EXPECT_DOUBLE_EQ(uc::c_to_f(100), 212.0);
}

TEST(Temperature, MinusForty) { EXPECT_DOUBLE_EQ(uc::c_to_f(-40), -40.0); }

TEST(Distance, Marathon) { EXPECT_NEAR(uc::miles_to_km(26.2188), 42.195, 1e-3); }

TEST(Mass, OnePound) { EXPECT_NEAR(uc::lb_to_kg(1), 0.45359237, 1e-12); }

class RoundTrip : public ::testing::TestWithParam<int> {};

TEST_P(RoundTrip, Celsius)
{
    double c = GetParam() * 0.5;
    EXPECT_NEAR(uc::f_to_c(uc::c_to_f(c)), c, 1e-9);
}

TEST_P(RoundTrip, Kilograms)
{
    double kg = GetParam() * 0.25;
    EXPECT_NEAR(uc::lb_to_kg(uc::kg_to_lb(kg)), kg, 1e-9);
}

INSTANTIATE_TEST_SUITE_P(Values, RoundTrip, ::testing::Range(-30, 30));
