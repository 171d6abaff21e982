#include <gtest/gtest.h>

#include "geo/types.hpp"

TEST(BBox, StartsEmpty) {
    geo::BBox b;
    EXPECT_TRUE(b.empty());
}

TEST(BBox, ExtendAndContains) {
    geo::BBox b;
    b.extend({1, 2});
    b.extend({3, -4});
    EXPECT_FALSE(b.empty());
    EXPECT_TRUE(b.contains({2, 0}));
    EXPECT_FALSE(b.contains({4, 0}));
}
