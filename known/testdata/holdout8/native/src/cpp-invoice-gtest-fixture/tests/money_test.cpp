#include <gtest/gtest.h>

#include <ostream>
#include <stdexcept>
#include <string>

#include "money.hpp"

using inv::Money;

struct ParseCase {
    const char* text;
    long long cents;
};

std::ostream& operator<<(std::ostream& os, const ParseCase& c)
{
    return os << '"' << c.text << "\" -> " << c.cents;
}

class MoneyParse : public ::testing::TestWithParam<ParseCase> {};

TEST_P(MoneyParse, FromString)
{
    EXPECT_EQ(Money::from_string(GetParam().text).cents, GetParam().cents);
}

TEST_P(MoneyParse, RoundTrip)
{
    Money m{GetParam().cents};
    EXPECT_EQ(Money::from_string(m.str()).cents, m.cents);
}

INSTANTIATE_TEST_SUITE_P(Amounts, MoneyParse,
    ::testing::Values(
        ParseCase{"0", 0}, ParseCase{"0.01", 1}, ParseCase{"0.1", 10}, ParseCase{"0.10", 10},
        ParseCase{"1", 100}, ParseCase{"1.5", 150}, ParseCase{"1.05", 105}, ParseCase{"12.34", 1234},
        ParseCase{"99.99", 9999}, ParseCase{"100", 10000}, ParseCase{"100.", 10000},
        ParseCase{"-0.01", -1}, ParseCase{"-1", -100}, ParseCase{"-12.30", -1230},
        ParseCase{"1000000", 100000000}, ParseCase{"4.95", 495}, ParseCase{"89.90", 8990},
        ParseCase{"24.5", 2450}, ParseCase{"0.99", 99}, ParseCase{"7", 700},
        ParseCase{"-0.5", -50}, ParseCase{"3.07", 307}, ParseCase{"19.00", 1900},
        ParseCase{"250.25", 25025}, ParseCase{"0.00", 0}));

class MoneyParseBad : public ::testing::TestWithParam<const char*> {};

TEST_P(MoneyParseBad, Throws)
{
    EXPECT_THROW(Money::from_string(GetParam()), std::invalid_argument);
}

INSTANTIATE_TEST_SUITE_P(Garbage, MoneyParseBad,
    ::testing::Values("", "abc", "1,50", "1.234", "--1", "1e3", "12a", "0x10", " 1", "1 ", "€5",
                      "1.2.3"));

TEST(MoneyFormat, Negative) { EXPECT_EQ(Money{-1230}.str(), "-12.30"); }
TEST(MoneyFormat, SmallNegative) { EXPECT_EQ(Money{-5}.str(), "-0.05"); }
TEST(MoneyFormat, Zero) { EXPECT_EQ(Money{0}.str(), "0.00"); }
TEST(MoneyFormat, Large) { EXPECT_EQ(Money{123456789}.str(), "1234567.89"); }
TEST(MoneyArith, AddSub)
{
    Money a{150}, b{275};
    EXPECT_EQ((a + b).cents, 425);
    EXPECT_EQ((a - b).cents, -125);
    a += b;
    EXPECT_EQ(a.cents, 425);
}
TEST(MoneyArith, Times)
{
    EXPECT_EQ(inv::times(Money{2450}, 3).cents, 7350);
    EXPECT_EQ(inv::times(Money{999}, 0.5).cents, 500);
    EXPECT_EQ(inv::times(Money{100}, 0).cents, 0);
}

struct PercentCase {
    long long cents;
    int bp;
    long long expected;
};

std::ostream& operator<<(std::ostream& os, const PercentCase& c)
{
    return os << c.cents << " @ " << c.bp << " bp -> " << c.expected;
}

class PercentOf : public ::testing::TestWithParam<PercentCase> {};

TEST_P(PercentOf, RoundsHalfAwayFromZero)
{
    const auto& p = GetParam();
    EXPECT_EQ(inv::percent_of(Money{p.cents}, p.bp).cents, p.expected)
        << p.cents << " cents at " << p.bp << " bp";
}

INSTANTIATE_TEST_SUITE_P(Table, PercentOf,
    ::testing::Values(
        PercentCase{10000, 1900, 1900}, PercentCase{10000, 700, 700}, PercentCase{1, 1900, 0},
        PercentCase{3, 1900, 1}, PercentCase{250, 1900, 48}, PercentCase{125, 1900, 24},
        PercentCase{8990, 1000, 899}, PercentCase{8091, 1900, 1537}, PercentCase{7350, 700, 515},
        PercentCase{495, 0, 0}, PercentCase{114000, 1900, 21660}, PercentCase{50, 1000, 5},
        PercentCase{55, 1000, 6}, PercentCase{45, 1000, 5}, PercentCase{-10000, 1900, -1900},
        PercentCase{-125, 1900, -24}, PercentCase{-100, 1900, -19}, PercentCase{99999, 2100, 21000},
        PercentCase{1234, 550, 68}, PercentCase{100, 810, 8}, PercentCase{100, 260, 3},
        PercentCase{20000, 2000, 4000}, PercentCase{333, 3333, 111}, PercentCase{7, 5000, 4},
        PercentCase{-7, 5000, -4}, PercentCase{1000000, 1, 100}, PercentCase{0, 1900, 0},
        PercentCase{19, 10000, 19}, PercentCase{12345, 1250, 1543}, PercentCase{6789, 900, 611}));
