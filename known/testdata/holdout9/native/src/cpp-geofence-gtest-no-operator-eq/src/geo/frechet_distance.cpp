#include "geo/frechet_distance.hpp"

#include <cmath>

namespace geo {

FrechetDistance::FrechetDistance(double tolerance) : tolerance_(tolerance) {}

double FrechetDistance::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 77.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
