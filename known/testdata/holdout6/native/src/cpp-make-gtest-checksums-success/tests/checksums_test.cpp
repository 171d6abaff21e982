#include <cstdlib>
#include <gtest/gtest.h>
#include "../src/checksums.hpp"

using namespace cks;

TEST(Adler32, Deterministic) {
    EXPECT_EQ(adler32(std::string("hello world")), adler32(std::string("hello world")));
}
TEST(Adler32, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(adler32(a), adler32(b));
}
TEST(Adler32, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = adler32(big);
    big[12345] = 'y';
    EXPECT_NE(v, adler32(big));
}
TEST(Adler32, EmptyInputIsStable) {
    EXPECT_EQ(adler32(std::string()), adler32(std::string("")));
}
TEST(Crc32, Deterministic) {
    EXPECT_EQ(crc32(std::string("hello world")), crc32(std::string("hello world")));
}
TEST(Crc32, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(crc32(a), crc32(b));
}
TEST(Crc32, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = crc32(big);
    big[12345] = 'y';
    EXPECT_NE(v, crc32(big));
}
TEST(Crc32, EmptyInputIsStable) {
    EXPECT_EQ(crc32(std::string()), crc32(std::string("")));
}
TEST(Crc16, Deterministic) {
    EXPECT_EQ(crc16(std::string("hello world")), crc16(std::string("hello world")));
}
TEST(Crc16, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(crc16(a), crc16(b));
}
TEST(Crc16, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = crc16(big);
    big[12345] = 'y';
    EXPECT_NE(v, crc16(big));
}
TEST(Crc16, EmptyInputIsStable) {
    EXPECT_EQ(crc16(std::string()), crc16(std::string("")));
}
TEST(Crc8, Deterministic) {
    EXPECT_EQ(crc8(std::string("hello world"), 0u), crc8(std::string("hello world"), 0u));
}
TEST(Crc8, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(crc8(a, 0u), crc8(b, 0u));
}
TEST(Crc8, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = crc8(big, 0u);
    big[12345] = 'y';
    EXPECT_NE(v, crc8(big, 0u));
}
TEST(Crc8, EmptyInputIsStable) {
    EXPECT_EQ(crc8(std::string(), 0u), crc8(std::string(""), 0u));
}
TEST(Fnv1a32, Deterministic) {
    EXPECT_EQ(fnv1a32(std::string("hello world")), fnv1a32(std::string("hello world")));
}
TEST(Fnv1a32, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(fnv1a32(a), fnv1a32(b));
}
TEST(Fnv1a32, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = fnv1a32(big);
    big[12345] = 'y';
    EXPECT_NE(v, fnv1a32(big));
}
TEST(Fnv1a32, EmptyInputIsStable) {
    EXPECT_EQ(fnv1a32(std::string()), fnv1a32(std::string("")));
}
TEST(Fnv1a64, Deterministic) {
    EXPECT_EQ(fnv1a64(std::string("hello world")), fnv1a64(std::string("hello world")));
}
TEST(Fnv1a64, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(fnv1a64(a), fnv1a64(b));
}
TEST(Fnv1a64, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = fnv1a64(big);
    big[12345] = 'y';
    EXPECT_NE(v, fnv1a64(big));
}
TEST(Fnv1a64, EmptyInputIsStable) {
    EXPECT_EQ(fnv1a64(std::string()), fnv1a64(std::string("")));
}
TEST(Fnv132, Deterministic) {
    EXPECT_EQ(fnv1_32(std::string("hello world")), fnv1_32(std::string("hello world")));
}
TEST(Fnv132, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(fnv1_32(a), fnv1_32(b));
}
TEST(Fnv132, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = fnv1_32(big);
    big[12345] = 'y';
    EXPECT_NE(v, fnv1_32(big));
}
TEST(Fnv132, EmptyInputIsStable) {
    EXPECT_EQ(fnv1_32(std::string()), fnv1_32(std::string("")));
}
TEST(Djb2, Deterministic) {
    EXPECT_EQ(djb2(std::string("hello world")), djb2(std::string("hello world")));
}
TEST(Djb2, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(djb2(a), djb2(b));
}
TEST(Djb2, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = djb2(big);
    big[12345] = 'y';
    EXPECT_NE(v, djb2(big));
}
TEST(Djb2, EmptyInputIsStable) {
    EXPECT_EQ(djb2(std::string()), djb2(std::string("")));
}
TEST(Djb2a, Deterministic) {
    EXPECT_EQ(djb2a(std::string("hello world")), djb2a(std::string("hello world")));
}
TEST(Djb2a, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(djb2a(a), djb2a(b));
}
TEST(Djb2a, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = djb2a(big);
    big[12345] = 'y';
    EXPECT_NE(v, djb2a(big));
}
TEST(Djb2a, EmptyInputIsStable) {
    EXPECT_EQ(djb2a(std::string()), djb2a(std::string("")));
}
TEST(Sdbm, Deterministic) {
    EXPECT_EQ(sdbm(std::string("hello world")), sdbm(std::string("hello world")));
}
TEST(Sdbm, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(sdbm(a), sdbm(b));
}
TEST(Sdbm, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = sdbm(big);
    big[12345] = 'y';
    EXPECT_NE(v, sdbm(big));
}
TEST(Sdbm, EmptyInputIsStable) {
    EXPECT_EQ(sdbm(std::string()), sdbm(std::string("")));
}
TEST(JenkinsOat, Deterministic) {
    EXPECT_EQ(jenkins_oat(std::string("hello world")), jenkins_oat(std::string("hello world")));
}
TEST(JenkinsOat, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(jenkins_oat(a), jenkins_oat(b));
}
TEST(JenkinsOat, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = jenkins_oat(big);
    big[12345] = 'y';
    EXPECT_NE(v, jenkins_oat(big));
}
TEST(JenkinsOat, EmptyInputIsStable) {
    EXPECT_EQ(jenkins_oat(std::string()), jenkins_oat(std::string("")));
}
TEST(Xor8, Deterministic) {
    EXPECT_EQ(xor8(std::string("hello world")), xor8(std::string("hello world")));
}
TEST(Xor8, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(xor8(a), xor8(b));
}
TEST(Xor8, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = xor8(big);
    big[12345] = 'y';
    EXPECT_NE(v, xor8(big));
}
TEST(Xor8, EmptyInputIsStable) {
    EXPECT_EQ(xor8(std::string()), xor8(std::string("")));
}
TEST(Sum8, Deterministic) {
    EXPECT_EQ(sum8(std::string("hello world")), sum8(std::string("hello world")));
}
TEST(Sum8, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(sum8(a), sum8(b));
}
TEST(Sum8, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = sum8(big);
    big[12345] = 'y';
    EXPECT_NE(v, sum8(big));
}
TEST(Sum8, EmptyInputIsStable) {
    EXPECT_EQ(sum8(std::string()), sum8(std::string("")));
}
TEST(Sum16, Deterministic) {
    EXPECT_EQ(sum16(std::string("hello world"), 0u), sum16(std::string("hello world"), 0u));
}
TEST(Sum16, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(sum16(a, 0u), sum16(b, 0u));
}
TEST(Sum16, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = sum16(big, 0u);
    big[12345] = 'y';
    EXPECT_NE(v, sum16(big, 0u));
}
TEST(Sum16, EmptyInputIsStable) {
    EXPECT_EQ(sum16(std::string(), 0u), sum16(std::string(""), 0u));
}
TEST(Fletcher16, Deterministic) {
    EXPECT_EQ(fletcher16(std::string("hello world")), fletcher16(std::string("hello world")));
}
TEST(Fletcher16, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(fletcher16(a), fletcher16(b));
}
TEST(Fletcher16, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = fletcher16(big);
    big[12345] = 'y';
    EXPECT_NE(v, fletcher16(big));
}
TEST(Fletcher16, EmptyInputIsStable) {
    EXPECT_EQ(fletcher16(std::string()), fletcher16(std::string("")));
}
TEST(Fletcher32, Deterministic) {
    EXPECT_EQ(fletcher32(std::string("hello world")), fletcher32(std::string("hello world")));
}
TEST(Fletcher32, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(fletcher32(a), fletcher32(b));
}
TEST(Fletcher32, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = fletcher32(big);
    big[12345] = 'y';
    EXPECT_NE(v, fletcher32(big));
}
TEST(Fletcher32, EmptyInputIsStable) {
    EXPECT_EQ(fletcher32(std::string()), fletcher32(std::string("")));
}
TEST(BsdSum, Deterministic) {
    EXPECT_EQ(bsd_sum(std::string("hello world")), bsd_sum(std::string("hello world")));
}
TEST(BsdSum, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(bsd_sum(a), bsd_sum(b));
}
TEST(BsdSum, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = bsd_sum(big);
    big[12345] = 'y';
    EXPECT_NE(v, bsd_sum(big));
}
TEST(BsdSum, EmptyInputIsStable) {
    EXPECT_EQ(bsd_sum(std::string()), bsd_sum(std::string("")));
}
TEST(SysvSum, Deterministic) {
    EXPECT_EQ(sysv_sum(std::string("hello world")), sysv_sum(std::string("hello world")));
}
TEST(SysvSum, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(sysv_sum(a), sysv_sum(b));
}
TEST(SysvSum, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = sysv_sum(big);
    big[12345] = 'y';
    EXPECT_NE(v, sysv_sum(big));
}
TEST(SysvSum, EmptyInputIsStable) {
    EXPECT_EQ(sysv_sum(std::string()), sysv_sum(std::string("")));
}
TEST(Internet, Deterministic) {
    EXPECT_EQ(internet(std::string("hello world")), internet(std::string("hello world")));
}
TEST(Internet, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(internet(a), internet(b));
}
TEST(Internet, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = internet(big);
    big[12345] = 'y';
    EXPECT_NE(v, internet(big));
}
TEST(Internet, EmptyInputIsStable) {
    EXPECT_EQ(internet(std::string()), internet(std::string("")));
}
TEST(Elf, Deterministic) {
    EXPECT_EQ(elf(std::string("hello world"), 0u), elf(std::string("hello world"), 0u));
}
TEST(Elf, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(elf(a, 0u), elf(b, 0u));
}
TEST(Elf, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = elf(big, 0u);
    big[12345] = 'y';
    EXPECT_NE(v, elf(big, 0u));
}
TEST(Elf, EmptyInputIsStable) {
    EXPECT_EQ(elf(std::string(), 0u), elf(std::string(""), 0u));
}
TEST(Pjw, Deterministic) {
    EXPECT_EQ(pjw(std::string("hello world")), pjw(std::string("hello world")));
}
TEST(Pjw, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(pjw(a), pjw(b));
}
TEST(Pjw, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = pjw(big);
    big[12345] = 'y';
    EXPECT_NE(v, pjw(big));
}
TEST(Pjw, EmptyInputIsStable) {
    EXPECT_EQ(pjw(std::string()), pjw(std::string("")));
}
TEST(MurmurMix, Deterministic) {
    EXPECT_EQ(murmur_mix(std::string("hello world")), murmur_mix(std::string("hello world")));
}
TEST(MurmurMix, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(murmur_mix(a), murmur_mix(b));
}
TEST(MurmurMix, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = murmur_mix(big);
    big[12345] = 'y';
    EXPECT_NE(v, murmur_mix(big));
}
TEST(MurmurMix, EmptyInputIsStable) {
    EXPECT_EQ(murmur_mix(std::string()), murmur_mix(std::string("")));
}
TEST(Xorshift, Deterministic) {
    EXPECT_EQ(xorshift(std::string("hello world")), xorshift(std::string("hello world")));
}
TEST(Xorshift, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(xorshift(a), xorshift(b));
}
TEST(Xorshift, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = xorshift(big);
    big[12345] = 'y';
    EXPECT_NE(v, xorshift(big));
}
TEST(Xorshift, EmptyInputIsStable) {
    EXPECT_EQ(xorshift(std::string()), xorshift(std::string("")));
}
TEST(RotlSum, Deterministic) {
    EXPECT_EQ(rotl_sum(std::string("hello world")), rotl_sum(std::string("hello world")));
}
TEST(RotlSum, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(rotl_sum(a), rotl_sum(b));
}
TEST(RotlSum, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = rotl_sum(big);
    big[12345] = 'y';
    EXPECT_NE(v, rotl_sum(big));
}
TEST(RotlSum, EmptyInputIsStable) {
    EXPECT_EQ(rotl_sum(std::string()), rotl_sum(std::string("")));
}
TEST(Knuth, Deterministic) {
    EXPECT_EQ(knuth(std::string("hello world"), 0u), knuth(std::string("hello world"), 0u));
}
TEST(Knuth, OneBitFlipChangesValue) {
    std::string a = "The quick brown fox", b = a;
    b[0] ^= 1;
    EXPECT_NE(knuth(a, 0u), knuth(b, 0u));
}
TEST(Knuth, LongInput) {
    std::string big(1 << 16, 'x');
    auto v = knuth(big, 0u);
    big[12345] = 'y';
    EXPECT_NE(v, knuth(big, 0u));
}
TEST(Knuth, EmptyInputIsStable) {
    EXPECT_EQ(knuth(std::string(), 0u), knuth(std::string(""), 0u));
}
struct Known { const char* in; std::size_t len; std::uint32_t crc; std::uint32_t adler; };
std::ostream& operator<<(std::ostream& os, const Known& k) { return os << '"' << std::string(k.in, k.len) << '"'; }
class KnownValues : public ::testing::TestWithParam<Known> {};
TEST_P(KnownValues, Crc32MatchesZlib) {
    const auto& k = GetParam();
    EXPECT_EQ(crc32(std::string(k.in, k.len)), k.crc);
}
TEST_P(KnownValues, Adler32MatchesZlib) {
    const auto& k = GetParam();
    EXPECT_EQ(adler32(std::string(k.in, k.len)), k.adler);
}
INSTANTIATE_TEST_SUITE_P(Zlib, KnownValues, ::testing::Values(
    Known{"", 0, 0x00000000u, 0x00000001u},
    Known{"a", 1, 0xe8b7be43u, 0x00620062u},
    Known{"abc", 3, 0x352441c2u, 0x024d0127u},
    Known{"message digest", 14, 0x20159d7fu, 0x29750586u},
    Known{"abcdefghijklmnopqrstuvwxyz", 26, 0x4c2750bdu, 0x90860b20u},
    Known{"hello world", 11, 0x0d4a1185u, 0x1a0b045du},
    Known{"123456789", 9, 0xcbf43926u, 0x091e01deu},
    Known{"The quick brown fox jumps over the lazy dog", 43, 0x414fa339u, 0x5bdc0fdau},
    Known{"Wikipedia", 9, 0xadaac02eu, 0x11e60398u},
    Known{"\x00\x01\x02", 3, 0x0854897fu, 0x00070004u},
    Known{"zlib", 4, 0x73887d3au, 0x046401b2u},
    Known{"gtest", 5, 0x140bfd50u, 0x06610228u},
    Known{"checksum", 8, 0xde6fdf9au, 0x0ea10354u},
    Known{"aaaaaaaaaaaaaaaa", 16, 0xcfd668d5u, 0x33980611u},
    Known{"CRC", 3, 0xeac5c577u, 0x01b300d9u},
    Known{"0", 1, 0xf4dbdf21u, 0x00310031u},
    Known{"make check", 10, 0x2584f3c6u, 0x147f03bdu},
    Known{"x86_64", 6, 0xddea7678u, 0x068301b0u},
    Known{"Debian", 6, 0x741cc87au, 0x078a0244u},
    Known{"bookworm", 8, 0x063badd9u, 0x0f4c0371u}));
TEST(Crc32, HardwareMatchesSoftware) {
    GTEST_SKIP() << "built without -msse4.2: no hardware CRC to compare against";
}
TEST(Adler32, ZlibLinked) {
    GTEST_SKIP() << "zlib not linked into this build (configure with ZLIB=1)";
}
TEST(Xorshift, StatisticalQuality) {
    if (!std::getenv("CKS_SLOW_TESTS"))
        GTEST_SKIP() << "set CKS_SLOW_TESTS=1 to run the 10^8-sample chi-square test";
}
