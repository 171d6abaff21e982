#include "geo/csv_points.hpp"

#include <cmath>

namespace geo {

CsvPoints::CsvPoints(double tolerance) : tolerance_(tolerance) {}

double CsvPoints::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (std::size_t i = 0; i < pts.size() && i < limit; ++i)
        acc += std::fabs(pts[i].lat) * 5 + std::fabs(pts[i].lon);
    return acc <= tolerance_ ? 0.0 : acc;
}

} // namespace geo
