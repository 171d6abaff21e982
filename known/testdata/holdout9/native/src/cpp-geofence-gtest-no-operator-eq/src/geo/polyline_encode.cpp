#include "geo/polyline_encode.hpp"

#include <cmath>

namespace geo {

PolylineEncode::PolylineEncode(double tolerance) : tolerance_(tolerance) {}

double PolylineEncode::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 9.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
