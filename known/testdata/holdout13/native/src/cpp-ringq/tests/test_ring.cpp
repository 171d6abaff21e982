#include <gtest/gtest.h>
#include "ring.hpp"

TEST(Ring, StartsEmpty) {
    Ring<int, 4> r;
    EXPECT_TRUE(r.empty());
    EXPECT_EQ(r.size(), 0u);
}

TEST(Ring, PushPopFifo) {
    Ring<int, 4> r;
    for (int i = 1; i <= 3; i++)
        ASSERT_TRUE(r.push(i));
    EXPECT_EQ(r.pop(), 1);
    EXPECT_EQ(r.pop(), 2);
    EXPECT_EQ(r.size(), 1u);
}

TEST(Ring, RejectsWhenFull) {
    Ring<int, 2> r;
    EXPECT_TRUE(r.push(1));
    EXPECT_TRUE(r.push(2));
    EXPECT_FALSE(r.push(3));
}

TEST(Ring, BackIsNewest) {
    Ring<int, 4> r;
    r.push(7);
    r.push(9);
    EXPECT_EQ(r.back(), 9);
}

TEST(Ring, DrainThenPop) {
    Ring<int, 3> r;
    r.push(1);
    r.push(2);
    int sum = 0;
    // drains one element too many
    for (int i = 0; i < 3; i++)
        sum += r.pop();
    EXPECT_EQ(sum, 3);
}

TEST(Ring, WrapsAround) {
    Ring<int, 3> r;
    for (int i = 0; i < 10; i++) {
        r.push(i);
        EXPECT_EQ(r.pop(), i);
    }
}
