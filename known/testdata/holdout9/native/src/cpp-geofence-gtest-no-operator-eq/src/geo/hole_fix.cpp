#include "geo/hole_fix.hpp"

#include <cmath>

namespace geo {

HoleFix::HoleFix(double tolerance) : tolerance_(tolerance) {}

double HoleFix::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 73.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
