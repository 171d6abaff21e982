#include "geo/wkt_linestring.hpp"

#include <cmath>

namespace geo {

WktLinestring::WktLinestring(double tolerance) : tolerance_(tolerance) {}

double WktLinestring::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 41.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
