#include <gtest/gtest.h>
#include "textkit.h"

class UrlRoundTrip : public ::testing::TestWithParam<const char *> {};

TEST_P(UrlRoundTrip, DecodeOfEncode)
{
	const std::string in = GetParam();
	EXPECT_EQ(textkit::url_decode(textkit::url_encode(in)), in);
}

INSTANTIATE_TEST_SUITE_P(Strings, UrlRoundTrip,
	::testing::Values("", "plain", "with space", "a+b", "100%", "x=1&y=2", "/path/to/file",
		"caf\xc3\xa9", "tab\there", "new\nline", "quote\"d", "semi;colon", "hash#tag",
		"question?", "tilde~ok", "dash-ok", "under_score", "dot.ok", "\xe2\x82\xac", "[brackets]",
		"{braces}", "back\\slash", "pipe|char", "comma,sep", "colon:port", "at@host",
		"dollar$", "caret^", "star*", "paren(s)"));

TEST(UrlEncode, Space) { EXPECT_EQ(textkit::url_encode("a b"), "a%20b"); }
TEST(UrlEncode, Unreserved) { EXPECT_EQ(textkit::url_encode("a-b_c.d~e"), "a-b_c.d~e"); }
TEST(UrlEncode, Utf8) { EXPECT_EQ(textkit::url_encode("\xc3\xa9"), "%C3%A9"); }
TEST(UrlEncode, Slash) { EXPECT_EQ(textkit::url_encode("a/b"), "a%2Fb"); }
TEST(UrlDecode, Lowercase) { EXPECT_EQ(textkit::url_decode("%c3%a9"), "\xc3\xa9"); }
TEST(UrlDecode, TruncatedEscape) { EXPECT_FALSE(textkit::url_decode("abc%4").has_value()); }
TEST(UrlDecode, BadHex) { EXPECT_FALSE(textkit::url_decode("%zz").has_value()); }
TEST(UrlDecode, PlusIsLiteral) { EXPECT_EQ(textkit::url_decode("a+b"), "a+b"); }
