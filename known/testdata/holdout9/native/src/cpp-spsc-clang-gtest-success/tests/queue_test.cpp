#include <gtest/gtest.h>

#include "spsc/queue.hpp"

TEST(Queue, CapacityRoundsUp) {
    spsc::Queue<int> q(5);
    EXPECT_EQ(q.capacity(), 8u);
}

TEST(Queue, PushPopOrder) {
    spsc::Queue<int> q(4);
    for (int i = 0; i < 4; ++i) ASSERT_TRUE(q.push(i));
    for (int i = 0; i < 4; ++i) EXPECT_EQ(q.pop(), i);
    EXPECT_FALSE(q.pop());
}

TEST(Queue, FullRejects) {
    spsc::Queue<int> q(2);
    EXPECT_TRUE(q.push(1));
    EXPECT_TRUE(q.push(2));
    EXPECT_FALSE(q.push(3));
    EXPECT_EQ(q.size(), 2u);
}

TEST(Queue, WrapsAround) {
    spsc::Queue<int> q(4);
    for (int round = 0; round < 100; ++round) {
        ASSERT_TRUE(q.push(round));
        ASSERT_EQ(q.pop(), round);
    }
    EXPECT_EQ(q.size(), 0u);
}

TEST(Queue, MoveOnlyPayloadWouldNeedEmplace) {
    spsc::Queue<std::string> q(2);
    EXPECT_TRUE(q.push("error: not really an error"));
    EXPECT_EQ(q.pop().value(), "error: not really an error");
}

TEST(Queue, DISABLED_HugeCapacity) {
    spsc::Queue<char> q(std::size_t{1} << 34);
    EXPECT_EQ(q.capacity(), std::size_t{1} << 34);
}
