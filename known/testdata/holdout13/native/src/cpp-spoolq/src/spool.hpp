#pragma once
#include <string>
#include <vector>

class Spool {
public:
    explicit Spool(std::string dir) : dir_(std::move(dir)) {}
    std::string put(const std::string &payload);
    std::vector<std::string> list() const;
    bool take(const std::string &id, std::string &payload);
private:
    std::string dir_;
    unsigned seq_ = 0;
};
