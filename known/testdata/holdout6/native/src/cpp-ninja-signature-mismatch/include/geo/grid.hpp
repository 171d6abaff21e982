#pragma once
#include "geo/point.hpp"

namespace geo {
double grid_metric(const Ring& ring, double tolerance, int flags);
std::size_t grid_count(const Ring& ring, int limit);
}
