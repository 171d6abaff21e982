#pragma once
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace rl {

// Time is passed in explicitly (milliseconds) so the limiters are deterministic in tests.
class TokenBucket {
public:
    TokenBucket(double rate_per_s, double burst);
    bool allow(std::int64_t now_ms, double cost = 1.0);
    double tokens() const { return tokens_; }

private:
    double rate_, burst_, tokens_;
    std::int64_t last_ms_ = -1;
};

class SlidingWindow {
public:
    SlidingWindow(std::int64_t window_ms, std::size_t limit);
    bool allow(std::int64_t now_ms);
    std::size_t in_window() const { return hits_.size(); }

private:
    std::int64_t window_ms_;
    std::size_t limit_;
    std::deque<std::int64_t> hits_;
};

struct Key {
    std::string tenant;
    std::string route;
};

// Parses "tenant:route"; the route may itself contain ':'.
std::optional<Key> parse_key(std::string_view s);

}  // namespace rl
