#pragma once
#include "geo/point.hpp"

namespace geo {
double angle_metric(const Ring& ring, double tolerance, int flags);
std::size_t angle_count(const Ring& ring, int limit);
}
