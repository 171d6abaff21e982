#include "geo/cross_track.hpp"

#include <cmath>

namespace geo {

CrossTrack::CrossTrack(double tolerance) : tolerance_(tolerance) {}

double CrossTrack::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 5.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
