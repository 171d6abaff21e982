#pragma once
#include "geo/point.hpp"

namespace geo {
double pivot_metric(const Ring& ring, double tolerance, int flags);
std::size_t pivot_count(const Ring& ring, int limit);
}
