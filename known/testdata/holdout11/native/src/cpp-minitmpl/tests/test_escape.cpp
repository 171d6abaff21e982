#include <gtest/gtest.h>
#include "minitmpl.hpp"
TEST(Escape, Ampersand) { EXPECT_EQ(mt::html_escape("a&b"), "a&amp;b"); }
TEST(Escape, Angles) { EXPECT_EQ(mt::html_escape("<b>"), "&lt;b&gt;"); }
TEST(Escape, Quotes) { EXPECT_EQ(mt::html_escape("say \"hi\" it's"), "say &quot;hi&quot; it&#39;s"); }
class EscapeIdentity : public ::testing::TestWithParam<int> {};
TEST_P(EscapeIdentity, AsciiLettersUnchanged) { std::string s(1, static_cast<char>('a' + GetParam())); EXPECT_EQ(mt::html_escape(s), s); }
INSTANTIATE_TEST_SUITE_P(Letters, EscapeIdentity, ::testing::Range(0, 26));
