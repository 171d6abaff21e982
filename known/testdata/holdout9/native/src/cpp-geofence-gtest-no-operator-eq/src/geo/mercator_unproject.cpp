#include "geo/mercator_unproject.hpp"

#include <cmath>

namespace geo {

MercatorUnproject::MercatorUnproject(double tolerance) : tolerance_(tolerance) {}

double MercatorUnproject::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 17.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
