#include <gtest/gtest.h>
#include "palette.hpp"
TEST(Hex, Black) { EXPECT_EQ(to_hex(0, 0, 0), "#000000"); }
TEST(Hex, Mixed) { EXPECT_EQ(to_hex(255, 128, 1), "#ff8001"); }
TEST(Luminance, White) { EXPECT_EQ(luminance(255, 255, 255), 255); }
TEST(Luminance, PureGreen) { EXPECT_EQ(luminance(0, 255, 0), 150) << "BT.601 weight of green"; }
