#pragma once
#include <list>
#include <optional>
#include <unordered_map>
template <class K, class V>
class Lru {
public:
    explicit Lru(size_t cap) : cap_(cap) {}
    void put(const K& k, V v) {
        auto it = index_.find(k);
        if (it != index_.end()) order_.erase(it->second);
        order_.push_front({k, std::move(v)});
        index_[k] = order_.begin();
        if (order_.size() > cap_) {
            index_.erase(order_.back().first);
            order_.pop_back();
        }
    }
    std::optional<V> get(const K& k) {
        auto it = index_.find(k);
        if (it == index_.end()) return std::nullopt;
        order_.splice(order_.begin(), order_, it->second);
        return it->second->second;
    }
    size_t size() const { return order_.size(); }
private:
    size_t cap_;
    std::list<std::pair<K, V>> order_;
    std::unordered_map<K, typename std::list<std::pair<K, V>>::iterator> index_;
};
