#include <gtest/gtest.h>
TEST(Ok, Works) { EXPECT_TRUE(true); }
TEST(Ok, AlsoWorks) { EXPECT_EQ(1, 1); }
