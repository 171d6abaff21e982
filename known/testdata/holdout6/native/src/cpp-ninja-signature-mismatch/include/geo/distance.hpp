#pragma once
#include "geo/point.hpp"

namespace geo {
double distance_metric(const Ring& ring, double tolerance, int flags);
std::size_t distance_count(const Ring& ring, int limit);
}
