#include <cmath>

#include "geo.hpp"

namespace geo {

double haversine_km(Point a, Point b)
{
    constexpr double r = 6371.0088, rad = M_PI / 180;
    double dlat = (b.lat - a.lat) * rad, dlon = (b.lon - a.lon) * rad;
    double h = std::sin(dlat / 2) * std::sin(dlat / 2) +
               std::cos(a.lat * rad) * std::cos(b.lat * rad) * std::sin(dlon / 2) * std::sin(dlon / 2);
    return 2 * r * std::asin(std::sqrt(h));
}

} // namespace geo
