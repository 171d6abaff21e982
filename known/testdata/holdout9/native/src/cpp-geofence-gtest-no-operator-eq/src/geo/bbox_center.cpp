#include "geo/bbox_center.hpp"

#include <cmath>

namespace geo {

BboxCenter::BboxCenter(double tolerance) : tolerance_(tolerance) {}

double BboxCenter::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 21.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
