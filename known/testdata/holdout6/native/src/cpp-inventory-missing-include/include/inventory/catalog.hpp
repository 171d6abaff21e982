#pragma once
#include <optional>
#include <string>
#include <vector>

#include "inventory/money.hpp"

namespace inventory {
struct Item {
    std::string sku;
    std::string name;
    Money price;
};

class Catalog {
public:
    bool add(Item item);
    std::optional<Item> find(const std::string& sku) const;
    std::vector<std::string> skus() const;
    std::size_t size() const { return by_sku_.size(); }

private:
    std::map<std::string, Item> by_sku_;
};
}
