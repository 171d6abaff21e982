#include <gtest/gtest.h>
#include <stdexcept>
#include <tuple>
#include "money.hpp"

TEST(Add, SameCurrency) { EXPECT_EQ(add({150, "EUR"}, {275, "EUR"}).cents, 425); }
TEST(Add, NegativeAmounts) { EXPECT_EQ(add({-150, "EUR"}, {100, "EUR"}).cents, -50); }
TEST(Add, KeepsCurrency) { EXPECT_EQ(add({1, "JPY"}, {2, "JPY"}).currency, "JPY"); }
TEST(Add, MismatchThrows) { EXPECT_THROW(add({1, "EUR"}, {1, "USD"}), std::invalid_argument); }

class ScaleTest : public ::testing::TestWithParam<std::tuple<std::int64_t, double, std::int64_t>> {};
TEST_P(ScaleTest, Rounds) {
    auto [cents, f, want] = GetParam();
    EXPECT_EQ(scale({cents, "EUR"}, f).cents, want);
}
INSTANTIATE_TEST_SUITE_P(Factors, ScaleTest, ::testing::Values(
    std::make_tuple(100, 1.5, 150), std::make_tuple(101, 0.5, 51), std::make_tuple(-101, 0.5, -51),
    std::make_tuple(999, 0.1, 100), std::make_tuple(0, 7.0, 0), std::make_tuple(12345, 2.0, 24690),
    std::make_tuple(1, 0.49, 0), std::make_tuple(3, 0.5, 2), std::make_tuple(-3, 0.5, -2),
    std::make_tuple(250, 1.2, 300), std::make_tuple(199, 1.0, 199), std::make_tuple(7, 3.0, 21)));

class CurrencyTest : public ::testing::TestWithParam<std::string> {};
TEST_P(CurrencyTest, Valid) { EXPECT_TRUE(is_valid_currency(GetParam())); }
INSTANTIATE_TEST_SUITE_P(Iso, CurrencyTest, ::testing::Values(
    "EUR", "USD", "GBP", "JPY", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON",
    "BGN", "ISK", "TRY", "AUD", "NZD", "CAD", "MXN", "BRL", "ARS", "CLP", "COP", "PEN",
    "ZAR", "EGP", "NGN", "KES", "INR", "PKR", "CNY", "HKD", "SGD", "KRW", "THB", "MYR"));

class BadCurrencyTest : public ::testing::TestWithParam<std::string> {};
TEST_P(BadCurrencyTest, Invalid) { EXPECT_FALSE(is_valid_currency(GetParam())); }
INSTANTIATE_TEST_SUITE_P(Junk, BadCurrencyTest, ::testing::Values(
    "", "EU", "EURO", "eur", "E1R", "€", "US ", " US"));
