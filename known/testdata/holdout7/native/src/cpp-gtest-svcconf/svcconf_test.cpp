#include "svcconf.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <tuple>

using namespace svcconf;
using std::chrono::milliseconds;

class DurationTest : public ::testing::TestWithParam<std::tuple<const char*, long>> {};

TEST_P(DurationTest, Parses) {
    auto [text, ms] = GetParam();
    EXPECT_EQ(parse_duration(text), milliseconds(ms)) << text;
}

INSTANTIATE_TEST_SUITE_P(Units, DurationTest, ::testing::Values(
    std::make_tuple("0ms", 0L),
    std::make_tuple("1ms", 1L),
    std::make_tuple("5ms", 5L),
    std::make_tuple("10ms", 10L),
    std::make_tuple("30ms", 30L),
    std::make_tuple("250ms", 250L),
    std::make_tuple("999ms", 999L),
    std::make_tuple("1000ms", 1000L),
    std::make_tuple("1500ms", 1500L),
    std::make_tuple("2ms", 2L),
    std::make_tuple("3ms", 3L),
    std::make_tuple("7ms", 7L),
    std::make_tuple("20ms", 20L),
    std::make_tuple("40ms", 40L),
    std::make_tuple("75ms", 75L),
    std::make_tuple("100ms", 100L),
    std::make_tuple("125ms", 125L),
    std::make_tuple("200ms", 200L),
    std::make_tuple("300ms", 300L),
    std::make_tuple("400ms", 400L),
    std::make_tuple("500ms", 500L),
    std::make_tuple("600ms", 600L),
    std::make_tuple("700ms", 700L),
    std::make_tuple("750ms", 750L),
    std::make_tuple("800ms", 800L),
    std::make_tuple("900ms", 900L),
    std::make_tuple("3s", 3000L),
    std::make_tuple("4s", 4000L),
    std::make_tuple("6s", 6000L),
    std::make_tuple("7s", 7000L),
    std::make_tuple("8s", 8000L),
    std::make_tuple("9s", 9000L),
    std::make_tuple("15s", 15000L),
    std::make_tuple("20s", 20000L),
    std::make_tuple("25s", 25000L),
    std::make_tuple("1s", 1000L),
    std::make_tuple("2s", 2000L),
    std::make_tuple("5s", 5000L),
    std::make_tuple("10s", 10000L),
    std::make_tuple("30s", 30000L),
    std::make_tuple("45s", 45000L),
    std::make_tuple("60s", 60000L),
    std::make_tuple("90s", 90000L),
    std::make_tuple("120s", 120000L),
    std::make_tuple("3600s", 3600000L),
    std::make_tuple("1m", 60000L),
    std::make_tuple("2m", 120000L),
    std::make_tuple("5m", 300000L),
    std::make_tuple("10m", 600000L),
    std::make_tuple("15m", 900000L),
    std::make_tuple("30m", 1800000L),
    std::make_tuple("59m", 3540000L),
    std::make_tuple("60m", 3600000L),
    std::make_tuple("90m", 5400000L),
    std::make_tuple("1h", 3600000L),
    std::make_tuple("2h", 7200000L),
    std::make_tuple("6h", 21600000L),
    std::make_tuple("12h", 43200000L),
    std::make_tuple("24h", 86400000L),
    std::make_tuple("48h", 172800000L)));

class DurationJunkTest : public ::testing::TestWithParam<const char*> {};

TEST_P(DurationJunkTest, Throws) { EXPECT_THROW(parse_duration(GetParam()), std::invalid_argument); }

INSTANTIATE_TEST_SUITE_P(Junk, DurationJunkTest, ::testing::Values(
    "", "ms", "10", "10x", "s10", "-5s", "1.5s", "10 s", "10sec", "1d", "h", "10MS"));

class SizeTest : public ::testing::TestWithParam<std::tuple<const char*, unsigned long long>> {};

TEST_P(SizeTest, Parses) {
    auto [text, bytes] = GetParam();
    EXPECT_EQ(parse_size(text), bytes) << text;
}

INSTANTIATE_TEST_SUITE_P(Units, SizeTest, ::testing::Values(
    std::make_tuple("0", 0ULL),
    std::make_tuple("1", 1ULL),
    std::make_tuple("512", 512ULL),
    std::make_tuple("4096", 4096ULL),
    std::make_tuple("2", 2ULL),
    std::make_tuple("3", 3ULL),
    std::make_tuple("8", 8ULL),
    std::make_tuple("16", 16ULL),
    std::make_tuple("32", 32ULL),
    std::make_tuple("100", 100ULL),
    std::make_tuple("128", 128ULL),
    std::make_tuple("200", 200ULL),
    std::make_tuple("256", 256ULL),
    std::make_tuple("1000", 1000ULL),
    std::make_tuple("1023", 1023ULL),
    std::make_tuple("1025", 1025ULL),
    std::make_tuple("2048", 2048ULL),
    std::make_tuple("8192", 8192ULL),
    std::make_tuple("2k", 2048ULL),
    std::make_tuple("8k", 8192ULL),
    std::make_tuple("16k", 16384ULL),
    std::make_tuple("32k", 32768ULL),
    std::make_tuple("128k", 131072ULL),
    std::make_tuple("256k", 262144ULL),
    std::make_tuple("2M", 2097152ULL),
    std::make_tuple("4M", 4194304ULL),
    std::make_tuple("8M", 8388608ULL),
    std::make_tuple("32M", 33554432ULL),
    std::make_tuple("64M", 67108864ULL),
    std::make_tuple("128M", 134217728ULL),
    std::make_tuple("512M", 536870912ULL),
    std::make_tuple("1k", 1024ULL),
    std::make_tuple("1K", 1024ULL),
    std::make_tuple("4k", 4096ULL),
    std::make_tuple("4K", 4096ULL),
    std::make_tuple("64k", 65536ULL),
    std::make_tuple("64K", 65536ULL),
    std::make_tuple("512k", 524288ULL),
    std::make_tuple("512K", 524288ULL),
    std::make_tuple("1M", 1048576ULL),
    std::make_tuple("16M", 16777216ULL),
    std::make_tuple("256M", 268435456ULL),
    std::make_tuple("1G", 1073741824ULL),
    std::make_tuple("2G", 2147483648ULL),
    std::make_tuple("8G", 8589934592ULL)));

class PortTest : public ::testing::TestWithParam<int> {};

TEST_P(PortTest, Parses) {
    int port = GetParam();
    EXPECT_EQ(parse_port_or_die(std::to_string(port)), port);
}

INSTANTIATE_TEST_SUITE_P(Valid, PortTest, ::testing::Values(1, 22, 80, 443, 1024, 5432, 6379, 8080, 9090, 65535));

TEST(PortDeathTest, ZeroIsFatal) { EXPECT_DEATH(parse_port_or_die("0"), "bad port '0'"); }

TEST(PortDeathTest, TooLargeIsFatal) { EXPECT_DEATH(parse_port_or_die("70000"), "bad port '70000'"); }

TEST(PortDeathTest, JunkIsFatal) { EXPECT_DEATH(parse_port_or_die("http"), "invalid port"); }

TEST(RegistryTest, ResolvesName) {
    Registry r;
    r.add("db", "10.0.0.5:5432");
    EXPECT_EQ(r.resolve("db"), "10.0.0.5:5432");
}

TEST(RegistryTest, ResolvesAlias) {
    Registry r;
    r.add("db", "10.0.0.5:5432");
    r.alias("postgres", "db");
    EXPECT_EQ(r.resolve("postgres"), "10.0.0.5:5432");
}

TEST(RegistryTest, UnknownNameThrows) {
    Registry r;
    EXPECT_THROW(r.resolve("cache"), std::out_of_range);
}

TEST(RegistryTest, AliasAddedBeforeService) {
    Registry r;
    r.alias("kv", "redis");
    r.add("redis", "10.0.0.7:6379");
    EXPECT_EQ(r.resolve("kv"), "10.0.0.7:6379");
}

TEST(RegistryTest, AliasChain) {
    Registry r;
    r.add("redis", "10.0.0.7:6379");
    r.alias("cache", "redis");
    r.alias("session-store", "cache");
    EXPECT_EQ(r.resolve("session-store"), "10.0.0.7:6379");
}

TEST(RegistryTest, Size) {
    Registry r;
    r.add("a", "1");
    r.add("b", "2");
    r.alias("c", "a");
    EXPECT_EQ(r.size(), 2u);
}
