#include <gtest/gtest.h>

#include "money/money.hpp"

TEST(Parse, Euros) {
    auto a = money::parse("12.34 EUR");
    ASSERT_TRUE(a.has_value());
    EXPECT_EQ(a->minor, 1234);
}

TEST(Parse, WholeEuros) { EXPECT_EQ(money::parse("7 EUR")->minor, 700); }
TEST(Parse, OneDecimal) { EXPECT_EQ(money::parse("7.5 EUR")->minor, 750); }
TEST(Parse, Negative) { EXPECT_EQ(money::parse("-0.01 USD")->minor, -1); }
TEST(Parse, Yen) { EXPECT_EQ(money::parse("500 JPY")->minor, 500); }
TEST(Parse, Dinar) { EXPECT_EQ(money::parse("1.250 KWD")->minor, 1250); }
TEST(Parse, TooManyDecimals) { EXPECT_FALSE(money::parse("1.234 EUR").has_value()); }
TEST(Parse, UnknownCurrency) { EXPECT_FALSE(money::parse("1.00 XYZ").has_value()); }
TEST(Parse, Garbage) { EXPECT_FALSE(money::parse("1,00 EUR").has_value()); }
TEST(Parse, NoCurrency) { EXPECT_FALSE(money::parse("100").has_value()); }

TEST(Parse, ThousandsSeparatorRejected) {
    auto a = money::parse("1 000.00 EUR");
    EXPECT_FALSE(a.has_value());
}
