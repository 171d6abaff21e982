#include "geo/haversine.hpp"

#include <cmath>

namespace geo {

Haversine::Haversine(double tolerance) : tolerance_(tolerance) {}

double Haversine::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 1.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
