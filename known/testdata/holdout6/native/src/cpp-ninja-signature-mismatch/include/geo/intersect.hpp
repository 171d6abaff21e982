#pragma once
#include "geo/point.hpp"

namespace geo {
double intersect_metric(const Ring& ring, double tolerance, int flags);
std::size_t intersect_count(const Ring& ring, int limit);
}
