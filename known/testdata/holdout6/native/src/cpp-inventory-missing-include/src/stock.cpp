#include "inventory/stock.hpp"

namespace inventory {
void Stock::receive(const std::string& sku, int qty) { qty_[sku] += qty; }

bool Stock::ship(const std::string& sku, int qty)
{
    auto it = qty_.find(sku);
    if (it == qty_.end() || it->second < qty)
        return false;
    it->second -= qty;
    return true;
}

int Stock::on_hand(const std::string& sku) const
{
    auto it = qty_.find(sku);
    return it == qty_.end() ? 0 : it->second;
}
}
