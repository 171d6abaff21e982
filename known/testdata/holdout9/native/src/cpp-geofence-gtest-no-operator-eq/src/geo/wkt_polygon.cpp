#include "geo/wkt_polygon.hpp"

#include <cmath>

namespace geo {

WktPolygon::WktPolygon(double tolerance) : tolerance_(tolerance) {}

double WktPolygon::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (int i = 0; i < pts.size() && i < static_cast<int>(limit); ++i)
        acc += (pts[i].lat - pts[i].lon) / 43.0;
    return acc < tolerance_ ? 0.0 : acc;
}

} // namespace geo
