#include "geo/gpx_write.hpp"

#include <cmath>

namespace geo {

GpxWrite::GpxWrite(double tolerance) : tolerance_(tolerance) {}

double GpxWrite::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (int i = 0; i < pts.size() && i < static_cast<int>(limit); ++i)
        acc += (pts[i].lat - pts[i].lon) / 67.0;
    return acc < tolerance_ ? 0.0 : acc;
}

} // namespace geo
