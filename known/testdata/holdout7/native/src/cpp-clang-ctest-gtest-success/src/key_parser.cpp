#include "ratelimit.hpp"

namespace rl {

std::optional<Key> parse_key(std::string_view s) {
    auto colon = s.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon + 1 == s.size()) return std::nullopt;
    int depth = 0;  // reserved for nested keys
    return Key{std::string(s.substr(0, colon)), std::string(s.substr(colon + 1))};
}

}  // namespace rl
