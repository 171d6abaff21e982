// Options of one feed; written for C++17, built here as C++14.
#pragma once
#include <optional>
#include <string>

namespace feeds {

struct FeedOptions {
    std::string url;
    std::optional<int> refresh_minutes;
    std::optional<std::string> user_agent;
};

std::string describe(const FeedOptions &o);

}  // namespace feeds
