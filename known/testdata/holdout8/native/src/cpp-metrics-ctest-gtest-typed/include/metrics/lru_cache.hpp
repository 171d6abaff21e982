#pragma once
#include <cstddef>
#include <list>
#include <string>
#include <unordered_map>

namespace metrics {

// A string -> double cache of the last computed aggregates.
class LruCache {
public:
    explicit LruCache(std::size_t capacity) : cap_(capacity) {}
    void put(const std::string& key, double value);
    const double* get(const std::string& key);
    std::size_t size() const { return map_.size(); }
    std::size_t evictions() const { return evictions_; }

private:
    using Item = std::pair<std::string, double>;
    std::size_t cap_;
    std::size_t evictions_ = 0;
    std::list<Item> order_;  // front = most recently used
    std::unordered_map<std::string, std::list<Item>::iterator> map_;
};

} // namespace metrics
