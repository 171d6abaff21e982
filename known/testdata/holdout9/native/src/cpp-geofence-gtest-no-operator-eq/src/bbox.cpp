#include <algorithm>

#include "geo/types.hpp"

namespace geo {

void BBox::extend(const LatLon& p) {
    min_lat = std::min(min_lat, p.lat);
    max_lat = std::max(max_lat, p.lat);
    min_lon = std::min(min_lon, p.lon);
    max_lon = std::max(max_lon, p.lon);
}

bool BBox::contains(const LatLon& p) const {
    return p.lat >= min_lat && p.lat <= max_lat && p.lon >= min_lon && p.lon <= max_lon;
}

std::ostream& operator<<(std::ostream& os, const BBox& b) {
    return os << "[" << b.min_lat << "," << b.min_lon << " .. " << b.max_lat << "," << b.max_lon << "]";
}

} // namespace geo
