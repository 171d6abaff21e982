#include "geo/fence_index.hpp"

#include <cmath>

namespace geo {

FenceIndex::FenceIndex(double tolerance) : tolerance_(tolerance) {}

double FenceIndex::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 69.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
