#include "ratelimit.hpp"
#include <gtest/gtest.h>

using rl::TokenBucket;

TEST(TokenBucket, StartsFull) {
    TokenBucket b(10, 5);
    EXPECT_DOUBLE_EQ(b.tokens(), 5);
}
TEST(TokenBucket, AllowsBurst) {
    TokenBucket b(1, 3);
    EXPECT_TRUE(b.allow(0));
    EXPECT_TRUE(b.allow(0));
    EXPECT_TRUE(b.allow(0));
    EXPECT_FALSE(b.allow(0));
}
TEST(TokenBucket, Refills) {
    TokenBucket b(2, 2);
    b.allow(0); b.allow(0);
    EXPECT_FALSE(b.allow(100));
    EXPECT_TRUE(b.allow(500));
}
TEST(TokenBucket, RefillCappedAtBurst) {
    TokenBucket b(100, 4);
    b.allow(0);
    b.allow(60000);
    EXPECT_DOUBLE_EQ(b.tokens(), 3);
}
TEST(TokenBucket, CostAboveBurstNeverAllowed) {
    TokenBucket b(10, 2);
    EXPECT_FALSE(b.allow(0, 3));
    EXPECT_DOUBLE_EQ(b.tokens(), 2);
}
TEST(TokenBucket, ClockGoingBackwardsDoesNotRefill) {
    TokenBucket b(1000, 1);
    b.allow(1000);
    EXPECT_FALSE(b.allow(500));
}
TEST(TokenBucket, FractionalCost) {
    TokenBucket b(1, 1);
    EXPECT_TRUE(b.allow(0, 0.5));
    EXPECT_TRUE(b.allow(0, 0.5));
    EXPECT_FALSE(b.allow(0, 0.5));
}
TEST(TokenBucket, HighRateUnderLoad) {
    if (std::getenv("RL_LOAD_TESTS") == nullptr) {
        GTEST_SKIP() << "set RL_LOAD_TESTS=1 to run the load tests";
    }
    TokenBucket b(1e6, 1e6);
    int allowed = 0;
    for (int i = 0; i < 2000000; ++i) allowed += b.allow(i / 1000);
    EXPECT_GT(allowed, 1000000);
}
