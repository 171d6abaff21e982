#include "ratelimit.hpp"
#include <gtest/gtest.h>

using rl::SlidingWindow;

TEST(SlidingWindow, AllowsUpToLimit) {
    SlidingWindow w(1000, 3);
    EXPECT_TRUE(w.allow(0));
    EXPECT_TRUE(w.allow(10));
    EXPECT_TRUE(w.allow(20));
    EXPECT_FALSE(w.allow(30));
}
TEST(SlidingWindow, OldHitsExpire) {
    SlidingWindow w(1000, 1);
    EXPECT_TRUE(w.allow(0));
    EXPECT_FALSE(w.allow(999));
    EXPECT_TRUE(w.allow(1000));
}
TEST(SlidingWindow, RejectedHitsAreNotCounted) {
    SlidingWindow w(100, 1);
    w.allow(0);
    w.allow(50);
    EXPECT_EQ(w.in_window(), 1u);
}
TEST(SlidingWindow, ZeroLimitRejectsAll) {
    SlidingWindow w(100, 0);
    EXPECT_FALSE(w.allow(0));
}
TEST(SlidingWindow, ManyWindows) {
    SlidingWindow w(10, 2);
    int allowed = 0;
    for (int t = 0; t < 100; ++t) allowed += w.allow(t);
    EXPECT_EQ(allowed, 20);
}
