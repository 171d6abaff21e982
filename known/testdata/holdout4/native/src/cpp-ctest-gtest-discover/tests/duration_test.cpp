#include <gtest/gtest.h>
#include <utility>
#include "textkit.h"

class DurationParse : public ::testing::TestWithParam<std::pair<std::string, long>> {};

TEST_P(DurationParse, Seconds)
{
	auto got = textkit::parse_duration(GetParam().first);
	ASSERT_TRUE(got.has_value()) << GetParam().first;
	EXPECT_EQ(*got, GetParam().second);
}

INSTANTIATE_TEST_SUITE_P(Units, DurationParse,
	::testing::Values(std::make_pair(std::string("1s"), 1L), std::make_pair(std::string("45s"), 45L), std::make_pair(std::string("1m"), 60L),
		std::make_pair(std::string("90m"), 5400L), std::make_pair(std::string("1h"), 3600L), std::make_pair(std::string("1h30m"), 5400L),
		std::make_pair(std::string("2d"), 172800L), std::make_pair(std::string("1d1h1m1s"), 90061L), std::make_pair(std::string("0s"), 0L),
		std::make_pair(std::string("10m5s"), 605L), std::make_pair(std::string("3h15m"), 11700L), std::make_pair(std::string("7d"), 604800L),
		std::make_pair(std::string("12h"), 43200L), std::make_pair(std::string("100s"), 100L), std::make_pair(std::string("1m1s"), 61L),
		std::make_pair(std::string("2h2s"), 7202L), std::make_pair(std::string("30d"), 2592000L), std::make_pair(std::string("59s"), 59L)));

TEST(DurationParseErrors, Empty) { EXPECT_FALSE(textkit::parse_duration("").has_value()); }
TEST(DurationParseErrors, NoUnit) { EXPECT_FALSE(textkit::parse_duration("15").has_value()); }
TEST(DurationParseErrors, UnknownUnit) { EXPECT_FALSE(textkit::parse_duration("3w").has_value()); }
TEST(DurationParseErrors, UnitFirst) { EXPECT_FALSE(textkit::parse_duration("h1").has_value()); }
TEST(DurationParseErrors, Negative) { EXPECT_FALSE(textkit::parse_duration("-5s").has_value()); }

TEST(DurationFormat, Zero) { EXPECT_EQ(textkit::format_duration(0), "0s"); }
TEST(DurationFormat, SecondsOnly) { EXPECT_EQ(textkit::format_duration(45), "45s"); }
TEST(DurationFormat, MinutesAndSeconds) { EXPECT_EQ(textkit::format_duration(90), "1m30s"); }
TEST(DurationFormat, AllUnits) { EXPECT_EQ(textkit::format_duration(90061), "1d1h1m1s"); }
TEST(DurationFormat, WholeHours) { EXPECT_EQ(textkit::format_duration(7200), "2h"); }
TEST(DurationFormat, RoundTrip)
{
	for (long s : {1L, 59L, 61L, 3601L, 86399L})
		EXPECT_EQ(textkit::parse_duration(textkit::format_duration(s)), s);
}
