#include "ratelimit.hpp"
#include <gtest/gtest.h>

using rl::parse_key;

TEST(ParseKey, TenantAndRoute) {
    auto k = parse_key("acme:/v1/orders");
    ASSERT_TRUE(k.has_value());
    EXPECT_EQ(k->tenant, "acme");
    EXPECT_EQ(k->route, "/v1/orders");
}
TEST(ParseKey, RouteWithColon) {
    auto k = parse_key("acme:GET:/v1/orders");
    ASSERT_TRUE(k.has_value());
    EXPECT_EQ(k->route, "GET:/v1/orders");
}
TEST(ParseKey, MissingColonIsAnError) {
    // the service logs "error: bad rate-limit key" for these; here we only check the result
    EXPECT_FALSE(parse_key("acme").has_value());
}
TEST(ParseKey, EmptyTenantIsAnError) { EXPECT_FALSE(parse_key(":/v1").has_value()); }
TEST(ParseKey, EmptyRouteIsAnError) { EXPECT_FALSE(parse_key("acme:").has_value()); }
TEST(ParseKey, Empty) { EXPECT_FALSE(parse_key("").has_value()); }
