#include <gtest/gtest.h>
#include "text.hpp"

using namespace textkit;

class PadWidth : public ::testing::TestWithParam<int> {};

TEST_P(PadWidth, LeftKeepsLength)
{
    int w = GetParam();
    std::string s = pad_left("abc", w);
    EXPECT_EQ(s.size(), std::max<std::size_t>(3, w));
    EXPECT_EQ(s.substr(s.size() - 3), "abc");
}

TEST_P(PadWidth, RightKeepsLength)
{
    int w = GetParam();
    std::string s = pad_right("abc", w, '.');
    EXPECT_EQ(s.size(), std::max<std::size_t>(3, w));
    EXPECT_EQ(s.substr(0, 3), "abc");
}

INSTANTIATE_TEST_SUITE_P(Widths, PadWidth, ::testing::Range(0, 64));
