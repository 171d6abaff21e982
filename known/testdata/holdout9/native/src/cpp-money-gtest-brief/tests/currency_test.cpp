#include <gtest/gtest.h>

#include "money/money.hpp"

TEST(Currency, Known) {
    EXPECT_EQ(money::currency("EUR")->exponent, 2);
    EXPECT_EQ(money::currency("JPY")->exponent, 0);
    EXPECT_EQ(money::currency("KWD")->exponent, 3);
}

TEST(Currency, Unknown) { EXPECT_FALSE(money::currency("ABC")); }
TEST(Currency, CaseSensitive) { EXPECT_FALSE(money::currency("eur")); }
