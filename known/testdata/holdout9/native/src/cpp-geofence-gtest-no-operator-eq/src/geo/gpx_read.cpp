#include "geo/gpx_read.hpp"

#include <cmath>

namespace geo {

GpxRead::GpxRead(double tolerance) : tolerance_(tolerance) {}

double GpxRead::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 65.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
