#include "geo/ring_centroid.hpp"

#include <cmath>

namespace geo {

RingCentroid::RingCentroid(double tolerance) : tolerance_(tolerance) {}

double RingCentroid::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 25.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
