#include <gtest/gtest.h>
#include "textkit.h"

using textkit::split_csv;
using V = std::vector<std::string>;

TEST(CsvSplit, SingleField) { EXPECT_EQ(split_csv("alpha"), V({"alpha"})); }
TEST(CsvSplit, ThreeFields) { EXPECT_EQ(split_csv("a,b,c"), V({"a", "b", "c"})); }
TEST(CsvSplit, EmptyMiddleField) { EXPECT_EQ(split_csv("a,,c"), V({"a", "", "c"})); }
TEST(CsvSplit, QuotedComma) { EXPECT_EQ(split_csv("\"x,y\",z"), V({"x,y", "z"})); }
TEST(CsvSplit, EscapedQuote) { EXPECT_EQ(split_csv("\"say \"\"hi\"\"\""), V({"say \"hi\""})); }
TEST(CsvSplit, OtherSeparator) { EXPECT_EQ(split_csv("1;2;3", ';'), V({"1", "2", "3"})); }
TEST(CsvSplit, SpacesKept) { EXPECT_EQ(split_csv(" a , b "), V({" a ", " b "})); }
TEST(CsvSplit, EmptyLine) { EXPECT_TRUE(split_csv("").empty()); }
TEST(CsvSplit, TrailingSeparatorGivesEmptyField)
{
	const V fields = split_csv("id,name,");
	ASSERT_EQ(fields.size(), 3u) << "a trailing ',' ends with an empty field";
	EXPECT_EQ(fields[2], "");
}
TEST(CsvSplit, QuotedEmpty) { EXPECT_EQ(split_csv("\"\",x"), V({"", "x"})); }
TEST(CsvSplit, UnicodeBytes) { EXPECT_EQ(split_csv("caf\xc3\xa9,na\xc3\xafve"), V({"caf\xc3\xa9", "na\xc3\xafve"})); }
TEST(CsvSplit, TabSeparated) { EXPECT_EQ(split_csv("k\tv", '\t'), V({"k", "v"})); }
