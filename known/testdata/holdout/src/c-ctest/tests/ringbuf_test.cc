#include <gtest/gtest.h>
#include "ringbuf.h"

TEST(RingBuf, StartsEmpty) {
	RingBuf r(4);
	EXPECT_EQ(r.size(), 0u);
	EXPECT_FALSE(r.pop().has_value());
}

TEST(RingBuf, PushPop) {
	RingBuf r(4);
	ASSERT_TRUE(r.push(1));
	ASSERT_TRUE(r.push(2));
	EXPECT_EQ(r.pop().value(), 1);
	EXPECT_EQ(r.pop().value(), 2);
}

TEST(RingBuf, RejectsWhenFull) {
	RingBuf r(2);
	EXPECT_TRUE(r.push(1));
	EXPECT_TRUE(r.push(2));
	EXPECT_FALSE(r.push(3));
}

TEST(RingBuf, Wraps) {
	RingBuf r(3);
	for (int i = 0; i < 3; i++)
		ASSERT_TRUE(r.push(i));
	for (int i = 0; i < 3; i++)
		ASSERT_EQ(r.pop().value(), i);
	EXPECT_EQ(r.size(), 0u) << "buffer should be empty after draining";
}
