#include "geo/rhumb_distance.hpp"

#include <cmath>

namespace geo {

RhumbDistance::RhumbDistance(double tolerance) : tolerance_(tolerance) {}

double RhumbDistance::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (std::size_t i = 0; i < pts.size() && i < limit; ++i)
        acc += std::fabs(pts[i].lat) * 7 + std::fabs(pts[i].lon);
    return acc <= tolerance_ ? 0.0 : acc;
}

} // namespace geo
