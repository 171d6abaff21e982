#include "cachekit.hpp"

namespace cachekit {

void TtlCache::put(const std::string& key, std::string value, Clock::time_point now) {
    items_[key] = {std::move(value), now + ttl_};
}

std::optional<std::string> TtlCache::get(const std::string& key, Clock::time_point now) {
    auto it = items_.find(key);
    if (it == items_.end() || it->second.expires <= now) return std::nullopt;
    return it->second.value;
}

std::size_t TtlCache::purge(Clock::time_point now) {
    std::size_t n = 0;
    for (auto it = items_.begin(); it != items_.end();) {
        if (it->second.expires <= now) { it = items_.erase(it); ++n; }
        else ++it;
    }
    return n;
}

} // namespace cachekit
