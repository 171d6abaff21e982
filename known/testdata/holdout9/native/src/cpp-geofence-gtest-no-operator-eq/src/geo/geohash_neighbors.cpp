#include "geo/geohash_neighbors.hpp"

#include <cmath>

namespace geo {

GeohashNeighbors::GeohashNeighbors(double tolerance) : tolerance_(tolerance) {}

double GeohashNeighbors::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 13.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
