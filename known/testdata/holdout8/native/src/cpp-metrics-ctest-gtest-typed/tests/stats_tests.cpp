#include <gtest/gtest.h>

#include <vector>

#include "metrics/running_stats.hpp"

template <typename T>
class RunningStatsTest : public ::testing::Test {};

using FloatTypes = ::testing::Types<float, double, long double>;
TYPED_TEST_SUITE(RunningStatsTest, FloatTypes);

TYPED_TEST(RunningStatsTest, EmptyIsZero)
{
    metrics::RunningStats<TypeParam> s;
    EXPECT_EQ(s.count(), 0u);
    EXPECT_EQ(s.variance(), TypeParam(0));
}

TYPED_TEST(RunningStatsTest, MeanOfSmallIntegers)
{
    metrics::RunningStats<TypeParam> s;
    for (int i = 1; i <= 9; ++i)
        s.add(static_cast<TypeParam>(i));
    EXPECT_EQ(s.mean(), TypeParam(5));
    EXPECT_EQ(s.min(), TypeParam(1));
    EXPECT_EQ(s.max(), TypeParam(9));
}

// Latencies around 1e4 ms with a small spread: the naive sum-of-squares formula loses
// everything here; Welford keeps 1e-6 relative precision.
TYPED_TEST(RunningStatsTest, VarianceOfLargeOffsetSamples)
{
    metrics::RunningStats<TypeParam> s;
    const std::vector<double> xs = {10000.1, 10000.3, 9999.9, 10000.2, 10000.0, 9999.8, 10000.4, 10000.1};
    for (int round = 0; round < 1000; ++round)
        for (double x : xs)
            s.add(static_cast<TypeParam>(x));
    EXPECT_NEAR(static_cast<double>(s.mean()), 10000.1, 1e-6);
    EXPECT_NEAR(static_cast<double>(s.variance()), 0.035004375, 1e-6);
}

TYPED_TEST(RunningStatsTest, SingleSampleHasZeroVariance)
{
    metrics::RunningStats<TypeParam> s;
    s.add(TypeParam(42));
    EXPECT_EQ(s.variance(), TypeParam(0));
    EXPECT_EQ(s.stddev(), TypeParam(0));
}
