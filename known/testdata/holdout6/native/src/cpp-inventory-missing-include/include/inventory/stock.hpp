#pragma once
#include <string>
#include <unordered_map>

namespace inventory {
class Stock {
public:
    void receive(const std::string& sku, int qty);
    bool ship(const std::string& sku, int qty);
    int on_hand(const std::string& sku) const;
private:
    std::unordered_map<std::string, int> qty_;
};
}
