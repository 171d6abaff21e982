#include "geo/kdtree_build.hpp"

#include <cmath>

namespace geo {

KdtreeBuild::KdtreeBuild(double tolerance) : tolerance_(tolerance) {}

double KdtreeBuild::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 45.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
