#include <gtest/gtest.h>

#include "geo/fence.hpp"

namespace {

geo::Fence square() {
    return geo::Fence("sq", {{0, 0}, {0, 10}, {10, 10}, {10, 0}});
}

} // namespace

TEST(Fence, BoundingBoxOfRing) {
    auto f = square();
    EXPECT_EQ(f.bbox(), (geo::BBox{0, 0, 10, 10}));
}

TEST(Fence, ContainsInterior) {
    EXPECT_TRUE(square().contains({5, 5}));
    EXPECT_FALSE(square().contains({11, 5}));
}

TEST(Fence, Name) {
    EXPECT_EQ(square().name(), "sq");
}
