#include <gtest/gtest.h>

#include "geo/haversine.hpp"
#include "geo/simplify_dp.hpp"

TEST(Algorithms, HaversineCountsCalls) {
    geo::Haversine h;
    h.apply({{1, 2}}, 1);
    h.apply({{1, 2}}, 1);
    EXPECT_EQ(h.count(), 2u);
}

TEST(Algorithms, SimplifyEmpty) {
    geo::SimplifyDp s;
    EXPECT_DOUBLE_EQ(s.apply({}, 10), 0.0);
}
