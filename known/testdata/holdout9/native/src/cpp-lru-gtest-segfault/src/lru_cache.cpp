#include "cachekit.hpp"

namespace cachekit {

void LruCache::put(const std::string& key, std::string value) {
    auto it = map_.find(key);
    if (it != map_.end()) {
        it->second->second = std::move(value);
        order_.splice(order_.begin(), order_, it->second);
        return;
    }
    order_.emplace_front(key, std::move(value));
    map_[key] = order_.begin();
    if (map_.size() > cap_) {
        map_.erase(order_.front().first);
        order_.pop_front();
    }
}

std::optional<std::string> LruCache::get(const std::string& key) {
    auto it = map_.find(key);
    if (it == map_.end()) return std::nullopt;
    order_.splice(order_.begin(), order_, it->second);
    return it->second->second;
}

bool LruCache::erase(const std::string& key) {
    auto it = map_.find(key);
    if (it == map_.end()) return false;
    order_.erase(it->second);
    map_.erase(it);
    return true;
}

const std::string* LruCache::peek(const std::string& key) const {
    auto it = map_.find(key);
    return it == map_.end() ? nullptr : &it->second->second;
}

} // namespace cachekit
