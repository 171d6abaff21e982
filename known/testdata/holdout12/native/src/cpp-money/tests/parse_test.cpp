#include <gtest/gtest.h>
#include <stdexcept>
#include <tuple>
#include "money.hpp"

class ParseOk : public ::testing::TestWithParam<std::tuple<const char *, std::int64_t, const char *>> {};
TEST_P(ParseOk, Cents) {
    auto [text, cents, cur] = GetParam();
    Money m = parse_money(text);
    EXPECT_EQ(m.cents, cents);
    EXPECT_EQ(m.currency, cur);
}
INSTANTIATE_TEST_SUITE_P(Amounts, ParseOk, ::testing::Values(
    std::make_tuple("12.34 EUR", 1234, "EUR"), std::make_tuple("0.05 USD", 5, "USD"),
    std::make_tuple("-0.05 USD", -5, "USD"), std::make_tuple("+7 GBP", 700, "GBP"),
    std::make_tuple("7.5 GBP", 750, "GBP"), std::make_tuple("1000 JPY", 100000, "JPY"),
    std::make_tuple("3.10 CHF", 310, "CHF"), std::make_tuple("99.99 SEK", 9999, "SEK"),
    std::make_tuple("0 NOK", 0, "NOK"), std::make_tuple("1.00DKK", 100, "DKK"),
    std::make_tuple("42.42 PLN", 4242, "PLN"), std::make_tuple("5.5 CZK", 550, "CZK"),
    std::make_tuple("123456.78 HUF", 12345678, "HUF"), std::make_tuple("-1 RON", -100, "RON"),
    std::make_tuple("8.08 BGN", 808, "BGN"), std::make_tuple("64 ISK", 6400, "ISK"),
    std::make_tuple("2.2 TRY", 220, "TRY"), std::make_tuple("19.95 AUD", 1995, "AUD"),
    std::make_tuple("0.99 NZD", 99, "NZD"), std::make_tuple("10.10 CAD", 1010, "CAD"),
    std::make_tuple("250 MXN", 25000, "MXN"), std::make_tuple("3.33 BRL", 333, "BRL"),
    std::make_tuple("76.5 ARS", 7650, "ARS"), std::make_tuple("1 CLP", 100, "CLP"),
    std::make_tuple("0.01 COP", 1, "COP"), std::make_tuple("14.14 PEN", 1414, "PEN"),
    std::make_tuple("9 ZAR", 900, "ZAR"), std::make_tuple("11.11 EGP", 1111, "EGP"),
    std::make_tuple("600 NGN", 60000, "NGN"), std::make_tuple("12.5 KES", 1250, "KES")));

class ParseBad : public ::testing::TestWithParam<const char *> {};
TEST_P(ParseBad, Throws) { EXPECT_THROW(parse_money(GetParam()), std::invalid_argument); }
INSTANTIATE_TEST_SUITE_P(Inputs, ParseBad, ::testing::Values(
    "", "EUR", ".50 EUR", "12.34", "12.34 eur", "12,34 EUR", "1.2.3 EUR", "12.345 EUR", "- 5 EUR", "5 EURO"));
