#include "geo/convex_hull.hpp"

#include <cmath>

namespace geo {

ConvexHull::ConvexHull(double tolerance) : tolerance_(tolerance) {}

double ConvexHull::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 37.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
