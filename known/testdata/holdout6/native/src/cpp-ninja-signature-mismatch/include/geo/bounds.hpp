#pragma once
#include "geo/point.hpp"

namespace geo {
double bounds_metric(const Ring& ring, double tolerance, int flags);
std::size_t bounds_count(const Ring& ring, int limit);
}
