#include <gtest/gtest.h>
#include "tasks/duration.h"

struct DurationCase {
	const char *text;
	long seconds;
};

class ParseDuration : public ::testing::TestWithParam<DurationCase> {};

TEST_P(ParseDuration, Seconds)
{
	EXPECT_EQ(tasks::parse_duration(GetParam().text), GetParam().seconds) << "input: " << GetParam().text;
}

INSTANTIATE_TEST_SUITE_P(Table, ParseDuration, ::testing::Values(
	DurationCase{"0s", 0},
	DurationCase{"2s", 2},
	DurationCase{"4s", 4},
	DurationCase{"6s", 6},
	DurationCase{"8s", 8},
	DurationCase{"10s", 10},
	DurationCase{"12s", 12},
	DurationCase{"14s", 14},
	DurationCase{"16s", 16},
	DurationCase{"18s", 18},
	DurationCase{"20s", 20},
	DurationCase{"22s", 22},
	DurationCase{"24s", 24},
	DurationCase{"26s", 26},
	DurationCase{"28s", 28},
	DurationCase{"30s", 30},
	DurationCase{"32s", 32},
	DurationCase{"34s", 34},
	DurationCase{"36s", 36},
	DurationCase{"38s", 38},
	DurationCase{"40s", 40},
	DurationCase{"42s", 42},
	DurationCase{"44s", 44},
	DurationCase{"46s", 46},
	DurationCase{"48s", 48},
	DurationCase{"50s", 50},
	DurationCase{"52s", 52},
	DurationCase{"54s", 54},
	DurationCase{"56s", 56},
	DurationCase{"58s", 58},
	DurationCase{"1m", 60},
	DurationCase{"2m", 120},
	DurationCase{"3m", 180},
	DurationCase{"4m", 240},
	DurationCase{"5m", 300},
	DurationCase{"6m", 360},
	DurationCase{"7m", 420},
	DurationCase{"8m", 480},
	DurationCase{"9m", 540},
	DurationCase{"10m", 600},
	DurationCase{"11m", 660},
	DurationCase{"12m", 720},
	DurationCase{"13m", 780},
	DurationCase{"14m", 840},
	DurationCase{"15m", 900},
	DurationCase{"16m", 960},
	DurationCase{"17m", 1020},
	DurationCase{"18m", 1080},
	DurationCase{"19m", 1140},
	DurationCase{"20m", 1200},
	DurationCase{"21m", 1260},
	DurationCase{"22m", 1320},
	DurationCase{"23m", 1380},
	DurationCase{"24m", 1440},
	DurationCase{"25m", 1500},
	DurationCase{"26m", 1560},
	DurationCase{"27m", 1620},
	DurationCase{"28m", 1680},
	DurationCase{"29m", 1740},
	DurationCase{"30m", 1800},
	DurationCase{"31m", 1860},
	DurationCase{"32m", 1920},
	DurationCase{"33m", 1980},
	DurationCase{"34m", 2040},
	DurationCase{"35m", 2100},
	DurationCase{"36m", 2160},
	DurationCase{"37m", 2220},
	DurationCase{"38m", 2280},
	DurationCase{"39m", 2340},
	DurationCase{"40m", 2400},
	DurationCase{"41m", 2460},
	DurationCase{"42m", 2520},
	DurationCase{"43m", 2580},
	DurationCase{"44m", 2640},
	DurationCase{"45m", 2700},
	DurationCase{"46m", 2760},
	DurationCase{"47m", 2820},
	DurationCase{"48m", 2880},
	DurationCase{"49m", 2940},
	DurationCase{"50m", 3000},
	DurationCase{"51m", 3060},
	DurationCase{"52m", 3120},
	DurationCase{"53m", 3180},
	DurationCase{"54m", 3240},
	DurationCase{"55m", 3300},
	DurationCase{"56m", 3360},
	DurationCase{"57m", 3420},
	DurationCase{"58m", 3480},
	DurationCase{"59m", 3540},
	DurationCase{"1m5s", 65},
	DurationCase{"1m30s", 90},
	DurationCase{"1m59s", 119},
	DurationCase{"4m5s", 245},
	DurationCase{"4m30s", 270},
	DurationCase{"4m59s", 299},
	DurationCase{"7m5s", 425},
	DurationCase{"7m30s", 450},
	DurationCase{"7m59s", 479},
	DurationCase{"10m5s", 605},
	DurationCase{"10m30s", 630},
	DurationCase{"10m59s", 659},
	DurationCase{"13m5s", 785},
	DurationCase{"13m30s", 810},
	DurationCase{"13m59s", 839},
	DurationCase{"16m5s", 965},
	DurationCase{"16m30s", 990},
	DurationCase{"16m59s", 1019},
	DurationCase{"19m5s", 1145},
	DurationCase{"19m30s", 1170},
	DurationCase{"19m59s", 1199},
	DurationCase{"22m5s", 1325},
	DurationCase{"22m30s", 1350},
	DurationCase{"22m59s", 1379},
	DurationCase{"25m5s", 1505},
	DurationCase{"25m30s", 1530},
	DurationCase{"25m59s", 1559},
	DurationCase{"28m5s", 1685},
	DurationCase{"28m30s", 1710},
	DurationCase{"28m59s", 1739},
	DurationCase{"1h", 3600},
	DurationCase{"2h15m", 8100},
	DurationCase{"1h0m1s", 3601},
	DurationCase{"12h", 43200}));

TEST(ParseDurationErrors, Rejects)
{
	EXPECT_EQ(tasks::parse_duration(""), -1);
	EXPECT_EQ(tasks::parse_duration("m"), -1);
	EXPECT_EQ(tasks::parse_duration("12"), -1);
	EXPECT_EQ(tasks::parse_duration("3x"), -1);
}

TEST(FormatDuration, RoundTrip)
{
	EXPECT_EQ(tasks::format_duration(0), "0s");
	EXPECT_EQ(tasks::format_duration(5400), "1h30m");
	EXPECT_EQ(tasks::format_duration(3661), "1h1m1s");
}
