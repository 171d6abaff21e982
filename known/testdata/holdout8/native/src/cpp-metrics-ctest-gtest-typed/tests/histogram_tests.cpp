#include <gtest/gtest.h>

#include "metrics/histogram.hpp"

TEST(ExpHistogram, Buckets)
{
    metrics::ExpHistogram h(8);
    h.add(0);
    h.add(1);
    h.add(3);
    h.add(4);
    h.add(7);
    EXPECT_EQ(h.count(0), 1u);
    EXPECT_EQ(h.count(1), 1u);
    EXPECT_EQ(h.count(2), 1u);
    EXPECT_EQ(h.count(3), 2u);
}

TEST(ExpHistogram, OverflowGoesToLastBucket)
{
    metrics::ExpHistogram h(4);
    h.add(1000000);
    EXPECT_EQ(h.count(3), 1u);
}

TEST(ExpHistogram, Quantile)
{
    metrics::ExpHistogram h(12);
    for (int i = 0; i < 90; ++i)
        h.add(5);
    for (int i = 0; i < 10; ++i)
        h.add(900);
    EXPECT_EQ(h.quantile_upper_bound(0.5), 8u);
    EXPECT_EQ(h.quantile_upper_bound(0.99), 1024u);
}
