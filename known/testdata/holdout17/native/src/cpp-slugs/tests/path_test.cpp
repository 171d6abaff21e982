#include <gtest/gtest.h>
#include "slug.hpp"

TEST(ExtOf, Simple) { EXPECT_STREQ(ext_of("notes.md"), "md"); }
TEST(ExtOf, NoExtension) { EXPECT_STREQ(ext_of("Makefile"), ""); }
TEST(ExtOf, DirectoryWithDot) { EXPECT_STREQ(ext_of("v1.2/README"), ""); }
TEST(ExtOf, DoubleExtension) { EXPECT_STREQ(ext_of("site/backup.tar.gz"), "tar.gz"); }

TEST(JoinPath, Plain) { EXPECT_EQ(join_path("a", "b"), "a/b"); }
TEST(JoinPath, TrailingSlash) { EXPECT_EQ(join_path("a/", "b"), "a/b"); }
TEST(JoinPath, EmptyLeft) { EXPECT_EQ(join_path("", "b"), "b"); }
