#include "geo/kalman_step.hpp"

#include <cmath>

namespace geo {

KalmanStep::KalmanStep(double tolerance) : tolerance_(tolerance) {}

double KalmanStep::apply(const std::vector<LatLon>& pts, std::size_t limit) const {
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * 81.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}

} // namespace geo
