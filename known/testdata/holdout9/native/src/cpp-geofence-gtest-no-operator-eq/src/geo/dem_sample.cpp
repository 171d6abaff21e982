#include "geo/dem_sample.hpp"

#include <cmath>

namespace geo {

DemSample::DemSample(double tolerance) : tolerance_(tolerance) {}

double DemSample::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 57.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
