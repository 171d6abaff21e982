#include "geo/nearest_point.hpp"

#include <cmath>

namespace geo {

NearestPoint::NearestPoint(double tolerance) : tolerance_(tolerance) {}

double NearestPoint::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 33.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
