#include <gtest/gtest.h>
#include "config.hpp"

TEST(ParseKv, SkipsCommentsAndBlank) {
    auto kv = parse_kv("# spool\n\nretries=5\nbatch=8\n");
    EXPECT_EQ(kv.size(), 2u);
    EXPECT_EQ(kv["retries"], "5");
}

TEST(ParseKv, LastValueWins) {
    auto kv = parse_kv("a=1\na=2\n");
    EXPECT_EQ(kv["a"], "2");
}

TEST(LoadConfig, ReadsRetries) {
    SpoolConfig c = load_config("retries=5\nbatch=8\n");
    EXPECT_EQ(c.retries, 5);
    EXPECT_EQ(c.batch, 8);
}

TEST(LoadConfig, BatchDefaults) {
    SpoolConfig c = load_config("retries=2\n");
    EXPECT_EQ(c.batch, 16);
}
