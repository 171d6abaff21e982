#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>
#include <gtest/gtest.h>
#include "spool.hpp"

class SpoolTest : public ::testing::Test {
protected:
    void SetUp() override {
        char tmpl[] = "/tmp/spoolq-test-XXXX";
        ASSERT_NE(mkdtemp(tmpl), nullptr) << "mkdtemp(" << tmpl << "): " << std::strerror(errno);
        dir_ = tmpl;
    }
    void TearDown() override {
        if (!dir_.empty())
            std::system(("rm -rf " + dir_).c_str());
    }
    std::string dir_;
};

TEST_F(SpoolTest, PutThenList) {
    Spool s(dir_);
    s.put("a");
    s.put("b");
    EXPECT_EQ(s.list().size(), 2u);
}

TEST_F(SpoolTest, TakeRemoves) {
    Spool s(dir_);
    auto id = s.put("hello");
    std::string p;
    ASSERT_TRUE(s.take(id, p));
    EXPECT_EQ(p, "hello");
    EXPECT_TRUE(s.list().empty());
}

TEST_F(SpoolTest, TakeMissing) {
    Spool s(dir_);
    std::string p;
    EXPECT_FALSE(s.take("msg-999999", p));
}

TEST(SpoolIds, AreZeroPadded) {
    Spool s("/nonexistent-spool-dir");
    EXPECT_EQ(s.put("x"), "msg-000001");
    EXPECT_EQ(s.put("y"), "msg-000002");
}
