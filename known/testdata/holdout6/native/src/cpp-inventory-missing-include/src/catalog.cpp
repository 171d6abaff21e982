#include "inventory/catalog.hpp"
#include "inventory/sku.hpp"

namespace inventory {
bool Catalog::add(Item item)
{
    item.sku = normalize_sku(item.sku);
    if (!valid_sku(item.sku))
        return false;
    return by_sku_.emplace(item.sku, std::move(item)).second;
}

std::optional<Item> Catalog::find(const std::string& sku) const
{
    auto it = by_sku_.find(normalize_sku(sku));
    if (it == by_sku_.end())
        return std::nullopt;
    return it->second;
}

std::vector<std::string> Catalog::skus() const
{
    std::vector<std::string> out;
    out.reserve(by_sku_.size());
    for (const auto& [sku, item] : by_sku_)
        out.push_back(sku);
    return out;
}
}
