#include "feedcfg/options.hpp"

#include <cctype>

namespace feedcfg {

std::uint32_t effective_refresh(const FeedOptions& o, const Defaults& d) {
    return o.refresh_minutes.value_or(d.refresh_minutes);
}

std::string effective_agent(const FeedOptions& o, const Defaults& d) {
    if (o.user_agent && !o.user_agent->empty())
        return *o.user_agent;
    return d.user_agent;
}

std::optional<std::uint32_t> parse_minutes(std::string_view text) {
    if (text.empty())
        return std::nullopt;
    std::uint32_t v = 0;
    for (char c : text) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
        v = v * 10 + static_cast<std::uint32_t>(c - '0');
    }
    return v;
}

std::optional<bool> parse_bool(std::string_view text) {
    if (text == "yes" || text == "true" || text == "on")
        return true;
    if (text == "no" || text == "false" || text == "off")
        return false;
    return std::nullopt;
}

}  // namespace feedcfg
