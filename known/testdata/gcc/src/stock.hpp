// Stock by sku; <map> is not included (it used to come in through another header).
#pragma once
#include <string>

namespace stock {

class Stock {
public:
    bool add(const std::string &sku, int count);
    int count(const std::string &sku) const;
    std::size_t size() const { return by_sku_.size(); }

private:
    std::map<std::string, int> by_sku_;
};

}  // namespace stock
