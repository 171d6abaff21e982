#include <gtest/gtest.h>
#include "slug.hpp"

struct SlugCase { const char *title; const char *want; };

class SlugifyTable : public ::testing::TestWithParam<SlugCase> {};

TEST_P(SlugifyTable, MatchesExpected) {
    EXPECT_EQ(slugify(GetParam().title), GetParam().want);
}

INSTANTIATE_TEST_SUITE_P(Titles, SlugifyTable, ::testing::Values(
    SlugCase{"  Python/server/rust, notes! ?", "python-server-rust-notes"},
    SlugCase{"Cache: delta/alpha: build", "cache-delta-alpha-build"},
    SlugCase{"Patch/client/intro", "patch-client-intro"},
    SlugCase{"Release  review  beta", "release-review-beta"},
    SlugCase{"Part, review", "part-review"},
    SlugCase{"Howto/client/review delta", "howto-client-review-delta"},
    SlugCase{"Python: gamma/patch", "python-gamma-patch"},
    SlugCase{"Release - faq python: patch!", "release-faq-python-patch"},
    SlugCase{"Update beta: rust", "update-beta-rust"},
    SlugCase{"Update  alpha go", "update-alpha-go"},
    SlugCase{"Howto build - patch rust", "howto-build-patch-rust"},
    SlugCase{"  Howto, guide, review ?", "howto-guide-review"},
    SlugCase{"Cache - faq", "cache-faq"},
    SlugCase{"Client, notes, delta", "client-notes-delta"},
    SlugCase{"Client - alpha beta!", "client-alpha-beta"},
    SlugCase{"Cache kernel/intro", "cache-kernel-intro"},
    SlugCase{"Server cache", "server-cache"},
    SlugCase{"Part, kernel, alpha/guide", "part-kernel-alpha-guide"},
    SlugCase{"Go/kernel", "go-kernel"},
    SlugCase{"Go  notes/howto cache", "go-notes-howto-cache"},
    SlugCase{"Beta - review", "beta-review"},
    SlugCase{"Client: beta notes!", "client-beta-notes"},
    SlugCase{"  Server: cache faq, go ?", "server-cache-faq-go"},
    SlugCase{"Review  intro", "review-intro"},
    SlugCase{"Review, cache", "review-cache"},
    SlugCase{"Server/beta", "server-beta"},
    SlugCase{"Update  go, kernel", "update-go-kernel"},
    SlugCase{"Patch intro: linux", "patch-intro-linux"},
    SlugCase{"Build - kernel!", "build-kernel"},
    SlugCase{"Rust guide", "rust-guide"},
    SlugCase{"Update - patch, python  beta", "update-patch-python-beta"},
    SlugCase{"Build  guide  client - rust", "build-guide-client-rust"},
    SlugCase{"Rust linux, update", "rust-linux-update"},
    SlugCase{"  Patch  alpha ?", "patch-alpha"},
    SlugCase{"Part: review: notes, linux", "part-review-notes-linux"},
    SlugCase{"Review: kernel!", "review-kernel"},
    SlugCase{"Server  cache", "server-cache"},
    SlugCase{"Linux - client", "linux-client"},
    SlugCase{"Beta cache", "beta-cache"},
    SlugCase{"Faq: part/alpha - delta", "faq-part-alpha-delta"},
    SlugCase{"Howto, delta  alpha/linux", "howto-delta-alpha-linux"},
    SlugCase{"Go: delta", "go-delta"},
    SlugCase{"Review  beta!", "review-beta"},
    SlugCase{"Cache: rust: review update", "cache-rust-review-update"},
    SlugCase{"  Client/gamma - beta - intro ?", "client-gamma-beta-intro"},
    SlugCase{"Delta, client  release", "delta-client-release"},
    SlugCase{"Server - linux  delta", "server-linux-delta"},
    SlugCase{"Faq - python", "faq-python"},
    SlugCase{"Howto  kernel, rust, release", "howto-kernel-rust-release"},
    SlugCase{"Server: gamma!", "server-gamma"},
    SlugCase{"Patch  go/guide", "patch-go-guide"},
    SlugCase{"Release - notes: update - review", "release-notes-update-review"},
    SlugCase{"Gamma  guide/build", "gamma-guide-build"},
    SlugCase{"Build, python", "build-python"},
    SlugCase{"Review  linux - patch", "review-linux-patch"},
    SlugCase{"  Kernel, cache ?", "kernel-cache"},
    SlugCase{"Rust/alpha!", "rust-alpha"},
    SlugCase{"Client kernel", "client-kernel"},
    SlugCase{"Gamma  patch  go", "gamma-patch-go"},
    SlugCase{"Server - gamma", "server-gamma"},
    SlugCase{"Linux  client/release", "linux-client-release"},
    SlugCase{"Server, go, client", "server-go-client"},
    SlugCase{"Release/python - delta  intro", "release-python-delta-intro"},
    SlugCase{"Howto - review!", "howto-review"},
    SlugCase{"Python - go: cache/gamma", "python-go-cache-gamma"},
    SlugCase{"Client alpha", "client-alpha"},
    SlugCase{"  Update/beta: rust: faq ?", "update-beta-rust-faq"},
    SlugCase{"Guide - cache: part", "guide-cache-part"},
    SlugCase{"Python  howto", "python-howto"},
    SlugCase{"Rust  part", "rust-part"},
    SlugCase{"Intro go!", "intro-go"},
    SlugCase{"Faq/howto, rust", "faq-howto-rust"},
    SlugCase{"Update/kernel", "update-kernel"},
    SlugCase{"Intro  gamma: release", "intro-gamma-release"},
    SlugCase{"Build: faq: go", "build-faq-go"},
    SlugCase{"Part: build  client", "part-build-client"},
    SlugCase{"Kernel: alpha", "kernel-alpha"},
    SlugCase{"  Python: intro! ?", "python-intro"},
    SlugCase{"Notes kernel", "notes-kernel"},
    SlugCase{"Kernel  release - howto", "kernel-release-howto"},
    SlugCase{"Beta - delta", "beta-delta"},
    SlugCase{"Beta, gamma/server", "beta-gamma-server"},
    SlugCase{"Review: server, intro", "review-server-intro"},
    SlugCase{"Update beta/intro", "update-beta-intro"},
    SlugCase{"Server/review guide - gamma!", "server-review-guide-gamma"},
    SlugCase{"Guide  rust, kernel", "guide-rust-kernel"},
    SlugCase{"Beta - rust", "beta-rust"},
    SlugCase{"Linux - client  kernel", "linux-client-kernel"},
    SlugCase{"  Guide - delta ?", "guide-delta"},
    SlugCase{"Release, go delta guide", "release-go-delta-guide"},
    SlugCase{"Go  delta/faq  linux", "go-delta-faq-linux"},
    SlugCase{"Linux beta, faq cache!", "linux-beta-faq-cache"},
    SlugCase{"Release  kernel", "release-kernel"},
    SlugCase{"Intro - server, guide", "intro-server-guide"},
    SlugCase{"Python: gamma", "python-gamma"},
    SlugCase{"Intro linux", "intro-linux"}));

TEST(Slugify, EmptyTitle) { EXPECT_EQ(slugify(""), ""); }
TEST(Slugify, OnlyPunctuation) { EXPECT_EQ(slugify("?!..."), ""); }
TEST(Slugify, KeepsDigits) { EXPECT_EQ(slugify("Top 10 Tips"), "top-10-tips"); }

TEST(SlugAt, ReturnsElement) {
    std::vector<std::string> v{"a", "b"};
    EXPECT_EQ(slug_at(v, 1), "b");
}

TEST(SlugAtDeathTest, AbortsOutOfRange) {
    std::vector<std::string> v{"a", "b"};
    EXPECT_DEATH(slug_at(v, 10), "index 10 out of range");
}
