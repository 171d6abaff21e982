#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <tuple>

#include "tax.hpp"

using inv::TaxClass;
using inv::TaxTable;

class CountryRates : public ::testing::TestWithParam<std::tuple<const char*, TaxClass, int>> {};

TEST_P(CountryRates, Rate)
{
    auto [iso, cls, bp] = GetParam();
    EXPECT_EQ(TaxTable::for_country(iso).rate(cls), bp) << iso << " " << inv::to_string(cls);
}

INSTANTIATE_TEST_SUITE_P(Europe, CountryRates,
    ::testing::Values(
        std::make_tuple("DE", TaxClass::Standard, 1900), std::make_tuple("DE", TaxClass::Reduced, 700),
        std::make_tuple("DE", TaxClass::Zero, 0), std::make_tuple("DE", TaxClass::Exempt, 0),
        std::make_tuple("AT", TaxClass::Standard, 2000), std::make_tuple("AT", TaxClass::Reduced, 1000),
        std::make_tuple("AT", TaxClass::Zero, 0), std::make_tuple("AT", TaxClass::Exempt, 0),
        std::make_tuple("FR", TaxClass::Standard, 2000), std::make_tuple("FR", TaxClass::Reduced, 550),
        std::make_tuple("FR", TaxClass::Zero, 0), std::make_tuple("FR", TaxClass::Exempt, 0),
        std::make_tuple("NL", TaxClass::Standard, 2100), std::make_tuple("NL", TaxClass::Reduced, 900),
        std::make_tuple("NL", TaxClass::Zero, 0), std::make_tuple("NL", TaxClass::Exempt, 0),
        std::make_tuple("CH", TaxClass::Standard, 810), std::make_tuple("CH", TaxClass::Reduced, 260),
        std::make_tuple("CH", TaxClass::Zero, 0), std::make_tuple("CH", TaxClass::Exempt, 0)));

TEST(TaxTable, UnknownCountryThrows)
{
    EXPECT_THROW(TaxTable::for_country("XX"), std::invalid_argument);
    EXPECT_THROW(TaxTable::for_country(""), std::invalid_argument);
}

class TaxClassNames : public ::testing::TestWithParam<std::pair<const char*, TaxClass>> {};

TEST_P(TaxClassNames, ParseAndPrint)
{
    auto [name, cls] = GetParam();
    EXPECT_EQ(inv::parse_tax_class(name), cls);
    EXPECT_STREQ(inv::to_string(cls), name);
}

INSTANTIATE_TEST_SUITE_P(All, TaxClassNames,
    ::testing::Values(std::make_pair("standard", TaxClass::Standard),
                      std::make_pair("reduced", TaxClass::Reduced), std::make_pair("zero", TaxClass::Zero),
                      std::make_pair("exempt", TaxClass::Exempt)));

TEST(TaxClassNames, UnknownThrows)
{
    EXPECT_THROW(inv::parse_tax_class("Standard"), std::invalid_argument);
    EXPECT_THROW(inv::parse_tax_class("super-reduced"), std::invalid_argument);
}
