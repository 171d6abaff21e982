#include <gtest/gtest.h>

#include "money/money.hpp"

TEST(Format, Euros) { EXPECT_EQ(money::format({1234, {"EUR", 2}}), "12.34 EUR"); }
TEST(Format, Cents) { EXPECT_EQ(money::format({5, {"EUR", 2}}), "0.05 EUR"); }
TEST(Format, Negative) { EXPECT_EQ(money::format({-150, {"USD", 2}}), "-1.50 USD"); }
TEST(Format, Yen) { EXPECT_EQ(money::format({500, {"JPY", 0}}), "500 JPY"); }
TEST(Format, Dinar) { EXPECT_EQ(money::format({1250, {"KWD", 3}}), "1.250 KWD"); }

TEST(Format, RoundTrip) {
    for (const char* s : {"0.00 EUR", "99.99 GBP", "-3 JPY", "0.001 BHD"})
        EXPECT_EQ(money::format(*money::parse(s)), s);
}
