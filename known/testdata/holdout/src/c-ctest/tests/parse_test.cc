#include <gtest/gtest.h>
#include "ringbuf.h"

TEST(ParseList, Simple) {
	EXPECT_EQ(parse_list("1,2,3"), (std::vector<int>{1, 2, 3}));
}

TEST(ParseList, SkipsEmpty) {
	EXPECT_EQ(parse_list("1,,3"), (std::vector<int>{1, 3}));
}

TEST(ParseList, Spaces) {
	auto v = parse_list("4, 5, 6");
	ASSERT_EQ(v.size(), 3u);
	EXPECT_EQ(v[1], 5);
}

TEST(ParseList, Negative) {
	auto v = parse_list("-1,-2");
	ASSERT_EQ(v.size(), 3u) << "input was: -1,-2";
	EXPECT_EQ(v[0], -1);
}
