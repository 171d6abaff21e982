#include "geo/trip_split.hpp"

#include <cmath>

namespace geo {

TripSplit::TripSplit(double tolerance) : tolerance_(tolerance) {}

double TripSplit::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 53.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
