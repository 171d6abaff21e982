#include "textutil.hpp"
#include <gtest/gtest.h>

using namespace textutil;

class SplitJoin : public ::testing::TestWithParam<const char*> {};
TEST_P(SplitJoin, RoundTrip) {
    std::string s = GetParam();
    EXPECT_EQ(join(split(s, ','), ","), s);
}
INSTANTIATE_TEST_SUITE_P(Words, SplitJoin, ::testing::Values(
    "alpha",
    "beta,gamma",
    "gamma,delta,epsilon",
    "delta,epsilon,zeta,eta",
    "epsilon,zeta,eta,theta,iota",
    "zeta,eta,theta,iota,kappa,lambda",
    "eta",
    "theta,iota",
    "iota,kappa,lambda",
    "kappa,lambda,mu,alpha",
    "lambda,mu,alpha,beta,gamma",
    "mu,alpha,beta,gamma,delta,epsilon",
    "alpha",
    "beta,gamma",
    "gamma,delta,epsilon",
    "delta,epsilon,zeta,eta",
    "epsilon,zeta,eta,theta,iota",
    "zeta,eta,theta,iota,kappa,lambda",
    "eta",
    "theta,iota",
    "iota,kappa,lambda",
    "kappa,lambda,mu,alpha",
    "lambda,mu,alpha,beta,gamma",
    "mu,alpha,beta,gamma,delta,epsilon",
    "alpha",
    "beta,gamma",
    "gamma,delta,epsilon",
    "delta,epsilon,zeta,eta",
    "epsilon,zeta,eta,theta,iota",
    "zeta,eta,theta,iota,kappa,lambda",
    "eta",
    "theta,iota",
    "iota,kappa,lambda",
    "kappa,lambda,mu,alpha",
    "lambda,mu,alpha,beta,gamma",
    "mu,alpha,beta,gamma,delta,epsilon",
    "alpha",
    "beta,gamma",
    "gamma,delta,epsilon",
    "delta,epsilon,zeta,eta"));

class ParseIntValid : public ::testing::TestWithParam<long> {};
TEST_P(ParseIntValid, Parses) {
    long v = GetParam();
    auto got = parse_int(std::to_string(v));
    ASSERT_TRUE(got.has_value());
    EXPECT_EQ(*got, v);
}
INSTANTIATE_TEST_SUITE_P(Numbers, ParseIntValid, ::testing::Values(0L, 1L, -1L, 7L, 42L, -42L, 100L, 999L, 1000L, 65535L, -65536L, 123456L, 2147483647L, -2147483647L, 31337L, 8080L, 443L, 22L, 5L, 64L, 128L, 256L, 512L, 1024L, 2048L, 4096L, 8192L, 16384L, 32768L, 777L, -9L, 13L, 17L, 19L, 23L, 29L, 31L, 37L, 41L, 43L));

TEST(ParseIntInvalid, RejectsEmpty) {
    EXPECT_FALSE(parse_int("").has_value());
}
TEST(ParseIntInvalid, RejectsTrailingGarbage) {
    EXPECT_FALSE(parse_int("12x").has_value());
}
TEST(ParseIntInvalid, RejectsSpaces) {
    EXPECT_FALSE(parse_int(" 12").has_value());
}

TEST(Trim, Case0) {
    EXPECT_EQ(trim("  a"), "a");
}
TEST(Trim, Case1) {
    EXPECT_EQ(trim("a  "), "a");
}
TEST(Trim, Case2) {
    EXPECT_EQ(trim("\tab\t"), "ab");
}
TEST(Trim, Case3) {
    EXPECT_EQ(trim(""), "");
}
TEST(Trim, Case4) {
    EXPECT_EQ(trim("   "), "");
}
TEST(Trim, Case5) {
    EXPECT_EQ(trim(" x y "), "x y");
}
TEST(Trim, Case6) {
    EXPECT_EQ(trim("\r\nz\r\n"), "z");
}
TEST(ToUpper, Alpha) {
    EXPECT_EQ(to_upper("alpha"), "ALPHA");
}
TEST(ToUpper, Beta) {
    EXPECT_EQ(to_upper("beta"), "BETA");
}
TEST(ToUpper, Gamma) {
    EXPECT_EQ(to_upper("gamma"), "GAMMA");
}
TEST(ToUpper, Delta) {
    EXPECT_EQ(to_upper("delta"), "DELTA");
}
TEST(ToUpper, Epsilon) {
    EXPECT_EQ(to_upper("epsilon"), "EPSILON");
}
TEST(ToUpper, Zeta) {
    EXPECT_EQ(to_upper("zeta"), "ZETA");
}
TEST(ToUpper, Eta) {
    EXPECT_EQ(to_upper("eta"), "ETA");
}
TEST(ToUpper, Theta) {
    EXPECT_EQ(to_upper("theta"), "THETA");
}
TEST(ToUpper, Iota) {
    EXPECT_EQ(to_upper("iota"), "IOTA");
}
TEST(ToUpper, Kappa) {
    EXPECT_EQ(to_upper("kappa"), "KAPPA");
}
TEST(ToUpper, Lambda) {
    EXPECT_EQ(to_upper("lambda"), "LAMBDA");
}
TEST(ToUpper, Mu) {
    EXPECT_EQ(to_upper("mu"), "MU");
}
TEST(UrlDecode, Case0) {
    EXPECT_EQ(url_decode("a%20b"), "a b");
}
TEST(UrlDecode, Case1) {
    EXPECT_EQ(url_decode("%41%42%43"), "ABC");
}
TEST(UrlDecode, Case2) {
    EXPECT_EQ(url_decode("plain"), "plain");
}
TEST(UrlDecode, Case3) {
    EXPECT_EQ(url_decode("100%25"), "100%");
}
TEST(UrlDecode, Case4) {
    EXPECT_EQ(url_decode("%2Fpath%2Fto"), "/path/to");
}
TEST(UrlDecode, Case5) {
    EXPECT_EQ(url_decode("a%2"), "a%2");
}
TEST(UrlDecode, Case6) {
    EXPECT_EQ(url_decode("%zz"), "%zz");
}
TEST(UrlDecode, Case7) {
    EXPECT_EQ(url_decode("x%3Dy"), "x=y");
}
TEST(UrlDecode, Case8) {
    EXPECT_EQ(url_decode("q%3Fr"), "q?r");
}
TEST(UrlDecode, Case9) {
    EXPECT_EQ(url_decode("tail%"), "tail%");
}
TEST(UrlDecode, PlusIsSpaceInQuery) {
    EXPECT_EQ(url_decode("q=hello+world&lang=en"), "q=hello world&lang=en");
}
struct LevCase { const char* a; const char* b; int want; };
std::ostream& operator<<(std::ostream& os, const LevCase& c) { return os << '"' << c.a << "\" -> \"" << c.b << '"'; }
class Levenshtein : public ::testing::TestWithParam<LevCase> {};
TEST_P(Levenshtein, Distance) {
    const auto& c = GetParam();
    EXPECT_EQ(levenshtein(c.a, c.b), c.want) << c.a << " -> " << c.b;
}
INSTANTIATE_TEST_SUITE_P(Pairs, Levenshtein, ::testing::Values(
    LevCase{"", "", 0},
    LevCase{"a", "", 1},
    LevCase{"", "abc", 3},
    LevCase{"abc", "abc", 0},
    LevCase{"abc", "abcd", 1},
    LevCase{"flaw", "flaws", 1},
    LevCase{"kitten", "sitting", 3},
    LevCase{"book", "books", 1},
    LevCase{"same", "same", 0},
    LevCase{"ab", "ba", 2}));

TEST(StartsWith, Prefix0) {
    EXPECT_TRUE(starts_with("alpha-0", "a"));
}
TEST(StartsWith, Prefix1) {
    EXPECT_TRUE(starts_with("beta-1", "be"));
}
TEST(StartsWith, Prefix2) {
    EXPECT_TRUE(starts_with("gamma-2", "gam"));
}
TEST(StartsWith, Prefix3) {
    EXPECT_TRUE(starts_with("delta-3", "delt"));
}
TEST(StartsWith, Prefix4) {
    EXPECT_TRUE(starts_with("epsilon-4", "e"));
}
TEST(StartsWith, Prefix5) {
    EXPECT_TRUE(starts_with("zeta-5", "ze"));
}
TEST(StartsWith, Prefix6) {
    EXPECT_TRUE(starts_with("eta-6", "eta"));
}
TEST(StartsWith, Prefix7) {
    EXPECT_TRUE(starts_with("theta-7", "thet"));
}
TEST(StartsWith, Prefix8) {
    EXPECT_TRUE(starts_with("iota-8", "i"));
}
TEST(StartsWith, Prefix9) {
    EXPECT_TRUE(starts_with("kappa-9", "ka"));
}
TEST(StartsWith, Prefix10) {
    EXPECT_TRUE(starts_with("lambda-10", "lam"));
}
TEST(StartsWith, Prefix11) {
    EXPECT_TRUE(starts_with("mu-11", "mu"));
}
TEST(StartsWith, Prefix12) {
    EXPECT_TRUE(starts_with("alpha-12", "a"));
}
TEST(StartsWith, Prefix13) {
    EXPECT_TRUE(starts_with("beta-13", "be"));
}
TEST(StartsWith, Prefix14) {
    EXPECT_TRUE(starts_with("gamma-14", "gam"));
}
TEST(StartsWith, Prefix15) {
    EXPECT_TRUE(starts_with("delta-15", "delt"));
}
TEST(StartsWith, Prefix16) {
    EXPECT_TRUE(starts_with("epsilon-16", "e"));
}
TEST(StartsWith, Prefix17) {
    EXPECT_TRUE(starts_with("zeta-17", "ze"));
}
TEST(StartsWith, Prefix18) {
    EXPECT_TRUE(starts_with("eta-18", "eta"));
}
TEST(StartsWith, Prefix19) {
    EXPECT_TRUE(starts_with("theta-19", "thet"));
}
TEST(StartsWith, Prefix20) {
    EXPECT_TRUE(starts_with("iota-20", "i"));
}
TEST(StartsWith, Prefix21) {
    EXPECT_TRUE(starts_with("kappa-21", "ka"));
}
TEST(StartsWith, Prefix22) {
    EXPECT_TRUE(starts_with("lambda-22", "lam"));
}
TEST(StartsWith, Prefix23) {
    EXPECT_TRUE(starts_with("mu-23", "mu"));
}
TEST(StartsWith, Prefix24) {
    EXPECT_TRUE(starts_with("alpha-24", "a"));
}
TEST(StartsWith, Prefix25) {
    EXPECT_TRUE(starts_with("beta-25", "be"));
}
TEST(StartsWith, Prefix26) {
    EXPECT_TRUE(starts_with("gamma-26", "gam"));
}
TEST(StartsWith, Prefix27) {
    EXPECT_TRUE(starts_with("delta-27", "delt"));
}
TEST(StartsWith, Prefix28) {
    EXPECT_TRUE(starts_with("epsilon-28", "e"));
}
TEST(StartsWith, Prefix29) {
    EXPECT_TRUE(starts_with("zeta-29", "ze"));
}
