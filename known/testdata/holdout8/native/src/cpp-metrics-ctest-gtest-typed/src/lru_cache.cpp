#include "metrics/lru_cache.hpp"

namespace metrics {

void LruCache::put(const std::string& key, double value)
{
    auto it = map_.find(key);
    if (it != map_.end()) {
        it->second->second = value;
        order_.splice(order_.begin(), order_, it->second);
        return;
    }
    if (map_.size() >= cap_ && !order_.empty()) {
        map_.erase(order_.back().first);
        order_.pop_back();
        ++evictions_;
    }
    order_.emplace_front(key, value);
    map_[key] = order_.begin();
}

const double* LruCache::get(const std::string& key)
{
    auto it = map_.find(key);
    return it == map_.end() ? nullptr : &it->second->second;
}

} // namespace metrics
