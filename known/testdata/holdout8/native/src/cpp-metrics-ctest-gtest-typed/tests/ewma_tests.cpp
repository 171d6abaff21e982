#include <gtest/gtest.h>

#include "metrics/ewma.hpp"

TEST(Ewma, FirstSamplePrimes)
{
    metrics::Ewma e(0.5);
    EXPECT_FALSE(e.primed());
    e.tick(10);
    EXPECT_TRUE(e.primed());
    EXPECT_DOUBLE_EQ(e.value(), 10);
}

TEST(Ewma, MovesTowardSamples)
{
    metrics::Ewma e(0.5);
    e.tick(0);
    e.tick(8);
    EXPECT_DOUBLE_EQ(e.value(), 4);
    e.tick(8);
    EXPECT_DOUBLE_EQ(e.value(), 6);
}

TEST(Ewma, ConstantInputIsFixedPoint)
{
    metrics::Ewma e(0.2);
    for (int i = 0; i < 100; ++i)
        e.tick(3.25);
    EXPECT_DOUBLE_EQ(e.value(), 3.25);
}
