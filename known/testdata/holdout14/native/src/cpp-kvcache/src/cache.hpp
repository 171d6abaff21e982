#pragma once
#include <cstddef>
#include <list>
#include <optional>
#include <string>
#include <unordered_map>

class LruCache {
public:
    explicit LruCache(std::size_t capacity) : capacity_(capacity) {}
    std::optional<std::string> get(const std::string &key);
    void put(const std::string &key, std::string value);
    bool has(const std::string &key) const;
    std::size_t size() const { return order_.size(); }

private:
    using Entry = std::pair<std::string, std::string>;
    std::size_t capacity_;
    std::list<Entry> order_;
    std::unordered_map<std::string, std::list<Entry>::iterator> index_;
};
