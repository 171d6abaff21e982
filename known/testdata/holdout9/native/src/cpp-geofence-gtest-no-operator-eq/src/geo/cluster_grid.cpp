#include "geo/cluster_grid.hpp"

#include <cmath>

namespace geo {

ClusterGrid::ClusterGrid(double tolerance) : tolerance_(tolerance) {}

double ClusterGrid::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 49.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
