#include <gtest/gtest.h>
#include "text.hpp"

using namespace textkit;

TEST(Trim, Spaces) { EXPECT_EQ(trim("  x y \n"), "x y"); }
TEST(Trim, Empty) { EXPECT_EQ(trim(" \t "), ""); }

struct SlugCase {
    const char *title;
    const char *slug;
};

void PrintTo(const SlugCase &c, std::ostream *os) { *os << '"' << c.title << '"'; }

class Slug : public ::testing::TestWithParam<SlugCase> {};

TEST_P(Slug, Matches) { EXPECT_EQ(slugify(GetParam().title), GetParam().slug); }

INSTANTIATE_TEST_SUITE_P(Titles, Slug,
                         ::testing::Values(SlugCase{"Hello, World!", "hello-world"},
                                           SlugCase{"Top 10 Tips", "top-10-tips"},
                                           SlugCase{"  leading", "leading"},
                                           SlugCase{"C++ & Rust", "c-rust"}));

TEST(SlugC, BufferTruncates)
{
    char buf[8];
    std::size_t n = slugify_c("Release Notes 2024", buf, sizeof buf);
    EXPECT_EQ(n, 7u);
    EXPECT_STREQ(buf, "release");
}

struct SplitCase {
    const char *in;
    std::vector<std::string> want;
};

void PrintTo(const SplitCase &c, std::ostream *os) { *os << '"' << c.in << '"'; }

class Split : public ::testing::TestWithParam<SplitCase> {};

TEST_P(Split, Fields)
{
    auto parts = split(GetParam().in, ',');
    ASSERT_EQ(parts.size(), GetParam().want.size());
    for (std::size_t i = 0; i < parts.size(); i++)
        EXPECT_EQ(parts[i], GetParam().want[i]) << "field " << i;
}

INSTANTIATE_TEST_SUITE_P(Csv, Split,
                         ::testing::Values(SplitCase{"a,b,c", {"a", "b", "c"}},
                                           SplitCase{"one", {"one"}},
                                           SplitCase{"a,,c,", {"a", "", "c", ""}}));
