#include "geo/bearing.hpp"

#include <cmath>

namespace geo {

Bearing::Bearing(double tolerance) : tolerance_(tolerance) {}

double Bearing::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (int i = 0; i < pts.size() && i < static_cast<int>(limit); ++i)
        acc += (pts[i].lat - pts[i].lon) / 3.0;
    return acc < tolerance_ ? 0.0 : acc;
}

} // namespace geo
