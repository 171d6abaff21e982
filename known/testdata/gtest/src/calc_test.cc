#include <gtest/gtest.h>
#include <string>
#include <vector>

int add(int a, int b) { return a + b; }
std::string greet(const std::string &n) { return "hello " + n; }

TEST(Calc, Adds) { EXPECT_EQ(add(2, 2), 4); }
TEST(Calc, AddsNegative) { EXPECT_EQ(add(-2, -3), -6); }
TEST(Greeting, SaysHello) {
  EXPECT_EQ(greet("bob"), "hello, bob");
}
TEST(Vector, Grows) {
  std::vector<int> v;
  v.push_back(1);
  ASSERT_EQ(v.size(), 1u);
}
TEST(Calc, DISABLED_Slow) {}
