#include "geo/utm_project.hpp"

#include <cmath>

namespace geo {

UtmProject::UtmProject(double tolerance) : tolerance_(tolerance) {}

double UtmProject::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (std::size_t i = 0; i < pts.size() && i < limit; ++i)
        acc += std::fabs(pts[i].lat) * 5 + std::fabs(pts[i].lon);
    return acc <= tolerance_ ? 0.0 : acc;
}

} // namespace geo
