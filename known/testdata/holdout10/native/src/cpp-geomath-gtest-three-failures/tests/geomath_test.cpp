#include <gtest/gtest.h>
#include <cmath>
#include "geomath.hpp"

class GridCell : public ::testing::TestWithParam<int> {};
TEST_P(GridCell, FloorsIntoCell) {
    int i = GetParam();
    double v = i * 0.25 - 10.0;
    EXPECT_EQ(grid_cell(v, 0.5), static_cast<int>(std::floor(v / 0.5)));
}
INSTANTIATE_TEST_SUITE_P(Range, GridCell, ::testing::Range(0, 96));

class BearingQuadrant : public ::testing::TestWithParam<int> {};
TEST_P(BearingQuadrant, InRange) {
    double b = bearing_deg(0, 0, std::sin(GetParam() * 0.1), std::cos(GetParam() * 0.1));
    EXPECT_GE(b, 0.0);
    EXPECT_LT(b, 360.0);
}
INSTANTIATE_TEST_SUITE_P(Angles, BearingQuadrant, ::testing::Range(0, 60));

TEST(Haversine, ZeroDistance) { EXPECT_DOUBLE_EQ(haversine_km(52.5, 13.4, 52.5, 13.4), 0.0); }
TEST(Haversine, BerlinParis) { EXPECT_NEAR(haversine_km(52.52, 13.405, 48.8566, 2.3522), 878.0, 0.1); }

static void expect_square_area(double side) {
    std::vector<Pt> sq{{1, 1}, {1 + side, 1}, {1 + side, 1 + side}, {1, 1 + side}};
    EXPECT_DOUBLE_EQ(polygon_area(sq), side * side);
}
TEST(PolygonArea, Squares) {
    for (double side : {1.0, 2.0}) {
        SCOPED_TRACE(::testing::Message() << "side " << side);
        expect_square_area(side);
    }
}

TEST(ParsePoint, Valid) {
    Pt p = parse_point("52.5,13.4");
    EXPECT_DOUBLE_EQ(p.x, 52.5);
    EXPECT_DOUBLE_EQ(p.y, 13.4);
}
TEST(ParsePoint, RejectsGarbageNumber) { EXPECT_THROW(parse_point("52.5,13.4east"), std::invalid_argument); }
TEST(ParsePoint, RejectsMissingComma) { EXPECT_THROW(parse_point("52.5 13.4"), std::invalid_argument); }
