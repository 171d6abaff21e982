#include "cache.hpp"

std::optional<std::string> LruCache::get(const std::string &key)
{
    auto it = index_.find(key);
    if (it == index_.end())
        return std::nullopt;
    order_.splice(order_.begin(), order_, it->second);
    return it->second->second;
}

void LruCache::put(const std::string &key, std::string value)
{
    if (index_.contains(key)) {
        auto node = index_[key];
        node->second = std::move(value);
        order_.splice(order_.begin(), order_, node);
        return;
    }
    order_.emplace_front(key, std::move(value));
    index_[key] = order_.begin();
    if (order_.size() > capacity_) {
        index_.erase(order_.back().first);
        order_.pop_back();
    }
}

bool LruCache::has(const std::string &key) const
{
    return index_.count(key) != 0;
}
