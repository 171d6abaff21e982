#include <gtest/gtest.h>
#include <tuple>
#include "money.hpp"

class FormatTest : public ::testing::TestWithParam<std::tuple<std::int64_t, const char *, const char *>> {};
TEST_P(FormatTest, Text) {
    auto [cents, cur, want] = GetParam();
    EXPECT_EQ(format_money({cents, cur}), want);
}
INSTANTIATE_TEST_SUITE_P(Amounts, FormatTest, ::testing::Values(
    std::make_tuple(1234, "EUR", "12.34 EUR"), std::make_tuple(5, "USD", "0.05 USD"),
    std::make_tuple(-5, "USD", "-0.05 USD"), std::make_tuple(0, "GBP", "0.00 GBP"),
    std::make_tuple(100000, "JPY", "1000.00 JPY"), std::make_tuple(-100, "CHF", "-1.00 CHF"),
    std::make_tuple(99, "SEK", "0.99 SEK"), std::make_tuple(10, "NOK", "0.10 NOK"),
    std::make_tuple(123456789, "HUF", "1234567.89 HUF"), std::make_tuple(-12345, "RON", "-123.45 RON")));

TEST(RoundTrip, ParseFormat) {
    for (const char *s : {"12.34 EUR", "-0.05 USD", "0.00 GBP", "1000.00 JPY"})
        EXPECT_EQ(format_money(parse_money(s)), s);
}
TEST(RoundTrip, AddThenFormat) {
    Money total = add(parse_money("0.10 EUR"), parse_money("0.20 EUR"));
    ASSERT_TRUE(format_money(total) == "0.30 EUR");
}
TEST(RoundTrip, SplitEvenly) {
    Money third = scale(parse_money("1.00 EUR"), 1.0 / 3);
    ASSERT_TRUE(add(add(third, third), third).cents == 100);
}
