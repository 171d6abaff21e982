#pragma once
#include "geo/point.hpp"

namespace geo {
double midpoint_metric(const Ring& ring, double tolerance, int flags);
std::size_t midpoint_count(const Ring& ring, int limit);
}
