#include "geo/simplify_dp.hpp"

#include <cmath>

namespace geo {

SimplifyDp::SimplifyDp(double tolerance) : tolerance_(tolerance) {}

double SimplifyDp::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 29.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
