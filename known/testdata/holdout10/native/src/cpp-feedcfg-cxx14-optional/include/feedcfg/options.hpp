// Feed reader options: every field may be left unset, in which case the
// default of the section applies.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace feedcfg {

struct FeedOptions {
    std::string url;
    std::optional<std::uint32_t> refresh_minutes;
    std::optional<std::string> user_agent;
    std::optional<bool> follow_redirects;
    std::vector<std::string> tags;
};

struct Defaults {
    std::uint32_t refresh_minutes = 60;
    std::string user_agent = "feedcfg/0.4";
    bool follow_redirects = true;
};

std::uint32_t effective_refresh(const FeedOptions& o, const Defaults& d);
std::string effective_agent(const FeedOptions& o, const Defaults& d);
std::optional<std::uint32_t> parse_minutes(std::string_view text);
std::optional<bool> parse_bool(std::string_view text);

}  // namespace feedcfg
