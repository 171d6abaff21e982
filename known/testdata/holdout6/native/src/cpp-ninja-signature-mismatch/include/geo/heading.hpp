#pragma once
#include "geo/point.hpp"

namespace geo {
double heading_metric(const Ring& ring, double tolerance, int flags);
std::size_t heading_count(const Ring& ring, int limit);
}
