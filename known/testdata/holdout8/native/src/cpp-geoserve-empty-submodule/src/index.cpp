#include <fmt/core.h>

#include "geo.hpp"

namespace geo {

void Index::add(std::string id, Point p)
{
    items_.push_back({std::move(id), p, geohash(p, 7)});
}

std::vector<std::string> Index::near(Point p, double km) const
{
    std::vector<std::string> out;
    for (const auto& it : items_)
        if (haversine_km(p, it.p) <= km)
            out.push_back(fmt::format("{} ({}) {:.1f} km", it.id, it.hash, haversine_km(p, it.p)));
    return out;
}

} // namespace geo
