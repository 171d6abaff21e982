#include "geo/map_match.hpp"

#include <cmath>

namespace geo {

MapMatch::MapMatch(double tolerance) : tolerance_(tolerance) {}

double MapMatch::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 61.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
