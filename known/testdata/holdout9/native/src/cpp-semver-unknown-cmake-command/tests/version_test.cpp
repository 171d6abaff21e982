#include <gtest/gtest.h>
#include "semver/version.hpp"

TEST(Version, Parse) {
    auto v = semver::parse("1.2.3-rc.1");
    ASSERT_TRUE(v);
    EXPECT_EQ(v->minor, 2);
    EXPECT_EQ(v->prerelease, "rc.1");
}

TEST(Version, PrereleaseSortsFirst) {
    EXPECT_LT(semver::compare(*semver::parse("1.0.0-alpha"), *semver::parse("1.0.0")), 0);
}
