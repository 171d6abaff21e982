#include "geo/route_snap.hpp"

#include <cmath>

namespace geo {

RouteSnap::RouteSnap(double tolerance) : tolerance_(tolerance) {}

double RouteSnap::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (std::size_t i = 0; i < pts.size() && i < limit; ++i)
        acc += std::fabs(pts[i].lat) * 4 + std::fabs(pts[i].lon);
    return acc <= tolerance_ ? 0.0 : acc;
}

} // namespace geo
