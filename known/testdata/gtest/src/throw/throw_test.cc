// A lookup that throws from inside a test (std::map::at on a missing key), beside a
// passing test and an independent EXPECT_EQ failure.
#include <gtest/gtest.h>

#include <map>
#include <string>

static int port_of(const std::map<std::string, int>& ports, const std::string& name) {
  return ports.at(name);
}

TEST(Ports, KnownName) {
  std::map<std::string, int> ports{{"http", 80}, {"https", 443}};
  EXPECT_EQ(port_of(ports, "https"), 443);
}

TEST(Ports, AliasResolves) {
  std::map<std::string, int> ports{{"http", 80}};
  EXPECT_EQ(port_of(ports, "www"), 80);  // the alias table was never consulted
}

TEST(Ports, Count) {
  std::map<std::string, int> ports{{"http", 80}, {"https", 443}};
  EXPECT_EQ(ports.size(), 3u);
}
