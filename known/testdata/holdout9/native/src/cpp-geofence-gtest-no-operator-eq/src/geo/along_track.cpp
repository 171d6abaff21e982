#include "geo/along_track.hpp"

#include <cmath>

namespace geo {

AlongTrack::AlongTrack(double tolerance) : tolerance_(tolerance) {}

double AlongTrack::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (int i = 0; i < pts.size() && i < static_cast<int>(limit); ++i)
        acc += (pts[i].lat - pts[i].lon) / 7.0;
    return acc < tolerance_ ? 0.0 : acc;
}

} // namespace geo
