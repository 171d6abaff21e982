#include "stock.hpp"

namespace stock {

bool Stock::add(const std::string &sku, int count)
{
    by_sku_[sku] += count;
    return true;
}

int Stock::count(const std::string &sku) const
{
    auto it = by_sku_.find(sku);
    return it == by_sku_.end() ? 0 : it->second;
}

}  // namespace stock
