#include <gtest/gtest.h>
#include "semver/range.hpp"

TEST(Range, Caret) {
    EXPECT_TRUE(semver::satisfies(*semver::parse("1.4.0"), "^1.2.3"));
    EXPECT_FALSE(semver::satisfies(*semver::parse("2.0.0"), "^1.2.3"));
}
