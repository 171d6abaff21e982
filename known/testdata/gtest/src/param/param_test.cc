#include <gtest/gtest.h>

#include <string>
#include <utility>

// Seconds in a duration such as "90s", "5m" or "2h"; hours are counted as minutes.
static long seconds(const std::string &d)
{
    long n = std::stol(d.substr(0, d.size() - 1));
    switch (d.back()) {
    case 's': return n;
    case 'm': return n * 60;
    case 'h': return n * 60;
    }
    return -1;
}

class Durations : public ::testing::TestWithParam<std::pair<std::string, long>> {};

TEST_P(Durations, Seconds)
{
    EXPECT_EQ(seconds(GetParam().first), GetParam().second);
}

INSTANTIATE_TEST_SUITE_P(Table, Durations,
    ::testing::Values(std::make_pair(std::string("90s"), 90L), std::make_pair(std::string("5m"), 300L),
                      std::make_pair(std::string("1h"), 3600L), std::make_pair(std::string("2h"), 7200L),
                      std::make_pair(std::string("12h"), 43200L)));

TEST(Units, RejectsEmpty)
{
    EXPECT_EQ(seconds("x"), -1) << "a duration without a number";
}
