#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>
#include <string>

#include "parse.hpp"

namespace {

inv::Invoice parse(const std::string& s)
{
    std::istringstream in(s);
    return inv::parse_invoice(in);
}

} // namespace

TEST(Parse, Minimal)
{
    auto i = parse("number: A-1\ncountry: FR\nline: x | 1 | 1.00 | standard\n");
    EXPECT_EQ(i.number, "A-1");
    EXPECT_EQ(i.country, "FR");
    ASSERT_EQ(i.lines.size(), 1u);
    EXPECT_EQ(i.lines[0].unit_price.cents, 100);
}

TEST(Parse, CommentsAndBlankLines)
{
    auto i = parse("# hello\n\nnumber: A-2\n  # indented comment\ncountry: NL\n");
    EXPECT_EQ(i.number, "A-2");
    EXPECT_TRUE(i.lines.empty());
}

TEST(Parse, Discount)
{
    auto i = parse("line: x | 2 | 10 | reduced | 12.5\n");
    ASSERT_EQ(i.lines.size(), 1u);
    EXPECT_EQ(i.lines[0].discount_bp, 1250);
    EXPECT_EQ(i.lines[0].tax, inv::TaxClass::Reduced);
}

TEST(Parse, CrLfInput)
{
    auto i = parse("number: A-3\r\nline: x | 1 | 2.50 | zero\r\n");
    EXPECT_EQ(i.number, "A-3");
    EXPECT_EQ(i.lines.at(0).unit_price.cents, 250);
}

class ParseErrors : public ::testing::TestWithParam<const char*> {};

TEST_P(ParseErrors, Throws)
{
    EXPECT_ANY_THROW(parse(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(Bad, ParseErrors,
    ::testing::Values("number A-1\n", "colour: red\n", "line: x | 1 | 1.00\n",
                      "line: x | 1 | 1.00 | standard | 5 | extra\n", "line: x | one | 1.00 | standard\n",
                      "line: x | 1 | 1,00 | standard\n", "line: x | 1 | 1.00 | luxury\n",
                      "line: x | 1 | 1.001 | standard\n", "line: | | | |\n", ":\n"));
