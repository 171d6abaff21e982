#include <gtest/gtest.h>
#include <string>
#include "base64.h"

TEST(Base64Encode, Empty) { EXPECT_EQ(b64_encode(""), ""); }
TEST(Base64Encode, ThreeBytes) { EXPECT_EQ(b64_encode("Man"), "TWFu"); }
TEST(Base64Encode, OneByteTail) { EXPECT_EQ(b64_encode("M"), "TQ=="); }
TEST(Base64Encode, Binary) { EXPECT_EQ(b64_encode(std::string("\x00\xff\x10", 3)), "AP8Q"); }
TEST(Base64Decode, Simple) { EXPECT_EQ(b64_decode("TWFu"), "Man"); }
TEST(Base64Decode, StopsAtPadding) { EXPECT_EQ(b64_decode("TQ=="), "M"); }
TEST(Base64Decode, IgnoresGarbageAfterPadding) { EXPECT_EQ(b64_decode("TQ==!!"), "M"); }

struct Sample {
    const char* plain;
    const char* encoded;
};

std::ostream& operator<<(std::ostream& os, const Sample& s)
{
    return os << '"' << s.plain << "\" <-> \"" << s.encoded << '"';
}

class RoundTrip : public ::testing::TestWithParam<Sample> {};

TEST_P(RoundTrip, EncodeMatchesReference)
{
    EXPECT_EQ(b64_encode(GetParam().plain), GetParam().encoded);
}

TEST_P(RoundTrip, DecodeInvertsEncode)
{
    const std::string plain = GetParam().plain;
    EXPECT_EQ(b64_decode(b64_encode(plain)), plain);
}

INSTANTIATE_TEST_SUITE_P(Rfc4648, RoundTrip,
                         ::testing::Values(Sample{"f", "Zg=="}, Sample{"fo", "Zm8="},
                                           Sample{"foo", "Zm9v"}, Sample{"foob", "Zm9vYg=="},
                                           Sample{"fooba", "Zm9vYmE="},
                                           Sample{"foobar", "Zm9vYmFy"}));

TEST(Base64DeathTest, NullInputAborts)
{
    EXPECT_DEATH(b64_encode_cstr(nullptr), "b64: null input");
}

TEST(Base64DeathTest, EmptyStringIsFine)
{
    EXPECT_EQ(b64_encode_cstr(""), "");
}
