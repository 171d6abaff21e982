#pragma once
#include <chrono>
#include <cstddef>
#include <list>
#include <optional>
#include <string>
#include <unordered_map>

namespace cachekit {

class LruCache {
public:
    explicit LruCache(std::size_t capacity) : cap_(capacity) {}
    void put(const std::string& key, std::string value);
    std::optional<std::string> get(const std::string& key);
    bool erase(const std::string& key);
    std::size_t size() const { return map_.size(); }
    // the value of key without touching recency; nullptr when absent
    const std::string* peek(const std::string& key) const;

private:
    using Entry = std::pair<std::string, std::string>;
    std::size_t cap_;
    std::list<Entry> order_;  // front = most recent
    std::unordered_map<std::string, std::list<Entry>::iterator> map_;
};

class TtlCache {
public:
    using Clock = std::chrono::steady_clock;
    explicit TtlCache(std::chrono::milliseconds ttl) : ttl_(ttl) {}
    void put(const std::string& key, std::string value, Clock::time_point now = Clock::now());
    std::optional<std::string> get(const std::string& key, Clock::time_point now = Clock::now());
    std::size_t purge(Clock::time_point now = Clock::now());

private:
    struct Item { std::string value; Clock::time_point expires; };
    std::chrono::milliseconds ttl_;
    std::unordered_map<std::string, Item> items_;
};

struct Stats {
    std::size_t hits = 0, misses = 0;
    void record(bool hit) { hit ? ++hits : ++misses; }
    double hit_ratio() const;
};

} // namespace cachekit
