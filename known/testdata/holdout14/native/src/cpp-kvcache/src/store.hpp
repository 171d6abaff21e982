#pragma once
#include "cache.hpp"
#include <cstdio>
#include <string>

class Store {
public:
    virtual ~Store() = default;
    virtual bool load(const std::string &key, std::string &out) = 0;
    void flush() {}
};

class FileStore : public Store {
public:
    explicit FileStore(std::string dir) : dir_(std::move(dir)) {}
    bool load(const std::string &key, std::string &out) override;
    void flush() override;

private:
    std::string dir_;
    int pending_ = 0;
};

class CachedStore {
public:
    CachedStore(Store &backing, std::size_t n) : backing_(backing), cache_(n) {}
    bool load(const std::string &key, std::string &out);

private:
    Store &backing_;
    LruCache cache_;
};
